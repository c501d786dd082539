import { alternatingTurns, forfeitToStayer, gameIdentity, type GameDefinition } from '@tabletop/game-kit';
import { readAction } from './action';
import { evaluate } from './evaluate';
import { initialState } from './grid';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { dropDisc, illegalReason, legalMoves, outcomeAfterDrop } from './play';
import { GAME_URL, WIN_SCORE } from './players';
import type { C4Action, C4State } from './types';

export const game: GameDefinition<C4State, C4Action> = {
  ...gameIdentity(manifest),
  ...alternatingTurns({
    url: GAME_URL,
    winScore: WIN_SCORE,
    initialState,
    legalMoves,
    readAction,
    malformed: 'An action is { column } with an integer from 0 to 6',
    illegalReason,
    play: dropDisc,
    // Only the disc just dropped can complete a four, so only the lines through it are looked at.
    outcomeAfter: (state, move) => outcomeAfterDrop(state, move.column),
  }),
  evaluate,
  describeAction,
  // game-kit's default forfeit would end the game with the scores as they stand (0 each); here the one who stays
  // scores 100, as a win by four would.
  forfeit: forfeitToStayer(WIN_SCORE),
};
