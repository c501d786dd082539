import type { GameState, Match } from '@tabletop/game-kit';
import { game } from '@tabletop/super-tic-tac-toe/rules';

type TttMatch = Parameters<typeof game.apply>[0];
export type TttMove = ReturnType<typeof game.legalActions>[number];

/**
 * A complete game that ends with a winner, found by playing the rules module with a few deterministic move
 * choices: works with any correct implementation of the rules.
 */
export function winningGame(start: GameState): {
  moves: { playerId: number; action: TttMove }[];
  final: Match<unknown>;
} {
  for (let salt = 1; salt < 500; salt++) {
    let match = start as unknown as TttMatch;
    const moves: { playerId: number; action: TttMove }[] = [];
    let ply = 0;
    while (!match.gameOver && match.player && ply < 200) {
      const legal = game.legalActions(match, match.player.id);
      const action = legal[(ply * 7919 + salt * 104729) % legal.length];
      moves.push({ playerId: match.player.id, action });
      const result = game.apply(match, match.player.id, action);
      if (!result.ok) throw new Error(`rules refused their own legal action: ${result.error.message}`);
      match = result.match;
      ply++;
    }
    if (match.gameOver && match.score.some((entry) => entry.score === 100)) return { moves, final: match };
  }
  throw new Error('found no winning line');
}

/** The match one action makes of a state, as the rules compute it. */
export function applied(state: GameState, playerId: number, action: unknown): Match<unknown> {
  const result = game.apply(state as unknown as TttMatch, playerId, action as TttMove);
  if (!result.ok) throw new Error(result.error.message);
  return result.match;
}

export { game };
