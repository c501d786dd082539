export * from './board-props';
export * from './timing';
export * from './use-debounced-action';
export * from './use-board-action';
export * from './theme';
export * from './keypad-labels';
export * from './use-refusal';
