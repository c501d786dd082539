import { alternatingTurns, forfeitToStayer, gameIdentity, type GameDefinition } from '@tabletop/game-kit';
import { readAction } from './action';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { illegalReason, legalMoves, outcomeOf, placeMark } from './play';
import { GAME_URL, WIN_SCORE } from './players';
import { initialState } from './state';
import type { TttAction, TttState } from './types';

export const game: GameDefinition<TttState, TttAction> = {
  ...gameIdentity(manifest),
  ...alternatingTurns({
    url: GAME_URL,
    winScore: WIN_SCORE,
    initialState,
    legalMoves,
    readAction,
    malformed: 'An action is { board, cell } with two integers from 0 to 8',
    illegalReason,
    play: placeMark,
    // Only the mover can complete a big line, so a winner is always the player who just moved.
    outcomeAfter: outcomeOf,
  }),
  // A player who leaves a started game loses it: the opponent wins as by a big line (100 points), the board stays.
  forfeit: forfeitToStayer(WIN_SCORE),
  describeAction,
};
