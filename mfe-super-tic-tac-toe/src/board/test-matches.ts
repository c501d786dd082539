import type { GameState, Player } from '@tabletop/game-kit';
import { game, type TttAction, type TttState } from '../rules';

export const XENA: Player = { id: 1, name: 'Xena' };
export const OTTO: Player = { id: 2, name: 'Otto' };

export function freshMatch(): GameState<TttState> {
  return { ...game.setup([XENA, OTTO]), code: 'ABCD', version: 0 };
}

/** Plays the moves in order through the real rules, failing loudly on an illegal one. */
export function playMoves(moves: TttAction[]): GameState<TttState> {
  let match = freshMatch();
  for (const move of moves) {
    const result = game.apply(match, match.player!.id, move);
    if (!result.ok) throw new Error(`Illegal test move ${JSON.stringify(move)}: ${result.error.message}`);
    match = { ...result.match, code: match.code, version: match.version + 1 };
  }
  return match;
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
