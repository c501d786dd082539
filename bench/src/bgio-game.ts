/**
 * Our Super Tic-Tac-Toe rules module hosted by boardgame.io: G is our Match, the one move calls our `apply`, the turn
 * follows our `match.player`, and the game ends when our rules say so. boardgame.io seats are '0', '1'; our player ids
 * are seat + 1 (ids are positive in our contract).
 */
import type { Match, Player } from '@tabletop/game-kit';
import { game as rules, type TttAction, type TttState } from '@tabletop/super-tic-tac-toe/rules';
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

export const BGIO_GAME_NAME = 'super-tic-tac-toe';

export type TttMatch = Match<TttState>;

export const playerIdOfSeat = (seat: string | number): number => Number(seat) + 1;
export const seatOfPlayerId = (id: number): number => id - 1;

function seatToMove(G: TttMatch): number {
  return G.player ? seatOfPlayerId(G.player.id) : 0;
}

export function sttt(deltaState = false): Game<TttMatch> {
  return {
    name: BGIO_GAME_NAME,
    minPlayers: 2,
    maxPlayers: 2,
    deltaState,
    setup: ({ ctx }) => {
      const players: Player[] = ctx.playOrder.map((seat) => ({ id: playerIdOfSeat(seat), name: `Seat ${seat}` }));
      return rules.setup(players) as TttMatch;
    },
    moves: {
      play: ({ G, playerID }, action: TttAction) => {
        const result = rules.apply(G, playerIdOfSeat(playerID), action);
        return result.ok ? result.match : INVALID_MOVE;
      },
    },
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: { first: ({ G }) => seatToMove(G), next: ({ G }) => seatToMove(G) },
    },
    endIf: ({ G }) => (G.gameOver ? { score: G.score.map((entry) => entry.score) } : undefined),
  };
}
