/** Helpers for the games' tests: pure TypeScript, no test framework, so it builds with the package. */
export * from './check';
export * from './deep-freeze';
export * from './play-game';
export * from './play-actions';
export * from './hostile';
export * from './guest';
export * from './perft';
export * from './sided-scenario';
export * from './count-game';
