import { displayName } from '@tabletop/game-kit';
import type { InviteLookup } from '@tabletop/protocol';
import type { WatchedGame } from './watch-decision';

/**
 * What an invite code leads to for `userId`: their own game, a table they may join, or a game under way they may
 * watch. Null (one answer: `No open game with that code`) for an unknown code and a finished game, so a guesser
 * learns nothing a wrong code would not tell them; a table's host is shown only to whoever holds its code.
 */
export function lookUpInvite(game: WatchedGame | null, userId: number): InviteLookup | null {
  if (!game || game.status === 'over') return null;
  const found = { game: game.game, code: game.code };
  if (game.seats.includes(userId)) return { status: 'seated', ...found };
  if (game.status === 'playing') return { status: 'playing', ...found };
  const host = game.match.score[0]?.player;
  if (!host) return null;
  return { status: 'waiting', ...found, host: displayName(host.name), seated: game.seats.length };
}
