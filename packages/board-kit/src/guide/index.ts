export * from './game-guide';
export * from './HowToPlayDialog';
export * from './HowToPlayButton';
export * from './use-first-game-hint';
export * from './GridPicture';
