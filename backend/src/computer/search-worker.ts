import { chooseHardAction, type Match } from '@tabletop/game-kit';
import { findGame } from '../games/registry';

/** What the pool sends a worker: the match as the computer's seat may see it (its view), and how long to search. */
export interface SearchTask {
  game: string;
  match: Match<unknown>;
  playerId: number;
  budgetMs: number;
  seed: string;
}

/** A Piscina worker: the Hard computer's action, searched on this thread so the server's event loop never waits. */
export default function search({ game, match, playerId, budgetMs, seed }: SearchTask): unknown {
  const rules = findGame(game)?.definition;
  if (!rules) throw new Error(`Unknown game ${game}`);
  return chooseHardAction(rules, match, playerId, { seed, budgetMs, now: () => performance.now() }).action;
}
