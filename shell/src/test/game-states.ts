import type { GameState } from '@tabletop/game-kit';
import { GUEST } from './render-app';

export const OPPONENT = { id: 8, name: 'Bo' };
const THIRD = { id: 9, name: 'Cy' };

/** A game of `game` with the guest and `seats - 1` others seated, waiting for its start. */
export function waitingGame(game: string, seats: number, code = 'K7QZ'): GameState {
  return {
    game,
    code,
    version: 0,
    player: null,
    gameOver: false,
    state: null,
    score: [{ id: GUEST.id, name: GUEST.name }, OPPONENT, THIRD]
      .slice(0, seats)
      .map((player) => ({ player, score: 0 })),
  };
}

/** The same game started, the guest to move, after `version` actions. */
export function runningGame(game: string, seats = 2, version = 3): GameState {
  const waiting = waitingGame(game, seats);
  return { ...waiting, version, player: waiting.score[0].player, state: {} };
}

const ADA = { id: 7, name: 'Ada' };
const BO = { id: 8, name: 'Bo' };

/** A Repello game after `version` actions, each adding a move and a point: consecutive versions differ a little. */
export function gameAtVersion(version: number): GameState {
  return {
    game: 'repello',
    player: version % 2 ? BO : ADA,
    score: [
      { player: ADA, score: version },
      { player: BO, score: 0 },
    ],
    gameOver: false,
    state: { moves: Array.from({ length: version }, (_, i) => i) },
    code: 'K7QZ',
    version,
  };
}
