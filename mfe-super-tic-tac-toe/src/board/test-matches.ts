import type { GameState, Player } from '@tabletop/game-kit';
import { playActions } from '@tabletop/game-kit/testing';
import { game, type TttAction, type TttState } from '../rules';

export const XENA: Player = { id: 1, name: 'Xena' };
export const OTTO: Player = { id: 2, name: 'Otto' };

export function freshMatch(): GameState<TttState> {
  return { ...game.setup([XENA, OTTO]), code: 'ABCD', version: 0 };
}

/** Plays the moves in order through the real rules, failing loudly on an illegal one. */
export function playMoves(moves: TttAction[]): GameState<TttState> {
  return playActions(game, freshMatch(), moves);
}

/** A finished match as the server sends it; `winnerSeat` null for a draw. */
export function finishedMatch(winnerSeat: 0 | 1 | null): GameState<TttState> {
  const match = playMoves([{ board: 4, cell: 4 }]);
  return {
    ...match,
    player: null,
    gameOver: true,
    score: match.score.map((entry, seat) => ({ ...entry, score: seat === winnerSeat ? 100 : 0 })),
  };
}
