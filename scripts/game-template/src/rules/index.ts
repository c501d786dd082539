export { game } from './game';
export { manifest } from './manifest';
export type { RaceAction, RaceState } from './types';
export { STEPS, TARGET, WIN_SCORE } from './constants';
export { readAction } from './action';
export { legalSteps } from './play';
export { matchAt, parsePosition, printPosition, type Position, type Seat } from './notation';
