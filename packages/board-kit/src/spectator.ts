import type { GameState, Player } from '@tabletop/game-kit';

/** What a board says, instead of "Not your turn", to someone who watches the game without a seat in it. */
export const WATCHING_REASON = 'You are watching this game';

/** Whether `me` has a seat in the game; the shell also shows boards to spectators (its watch link), who have none. */
export function isSeated(match: Pick<GameState, 'score'>, me: Pick<Player, 'id'>): boolean {
  return match.score.some((entry) => entry.player.id === me.id);
}
