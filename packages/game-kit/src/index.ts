export * from './contract';
export * from './result';
export * from './same-json';
export * from './score';
export * from './forfeit';
export * from './random';
export * from './lobby-code';
export * from './wire';
