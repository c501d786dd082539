import type { Match, Player } from '../contract';

/** A generated guest name, as the server gives one (a UUID). */
export const GUEST_NAME = '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c';

/** The same match with `guest` seated under a generated UUID name, as the server sends it for a guest. */
export function withGuest<M extends Pick<Match<unknown>, 'player' | 'score'>>(match: M, guest: Player): M {
  const rename = (player: Player) => (player.id === guest.id ? { ...player, name: GUEST_NAME } : player);
  return {
    ...match,
    player: match.player && rename(match.player),
    score: match.score.map((entry) => ({ ...entry, player: rename(entry.player) })),
  };
}
