import { alternatingTurns, gameIdentity, type GameDefinition } from '@tabletop/game-kit';
import { readAction } from './action';
import { WIN_SCORE } from './constants';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { addTo, illegalReason, legalSteps, outcomeOf } from './play';
import type { RaceAction, RaceState } from './types';

export const game: GameDefinition<RaceState, RaceAction> = {
  ...gameIdentity(manifest),
  // The kit's turn taking: setup, legalActions and apply from the rules below; the mover scores WIN_SCORE on a win.
  ...alternatingTurns({
    url: manifest.url,
    winScore: WIN_SCORE,
    initialState: () => ({ total: 0 }),
    legalMoves: legalSteps,
    readAction,
    malformed: 'An action is { add } with add 1, 2 or 3',
    illegalReason,
    play: addTo,
    outcomeAfter: outcomeOf,
  }),
  describeAction,
};
