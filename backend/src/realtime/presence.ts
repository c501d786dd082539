import type { Presence } from '@tabletop/protocol';

/** Who of a game's seats is there: the presence report less its game code. */
export type SeatsPresent = Pick<Presence, 'online' | 'computers'>;

/**
 * The seated players with a connection, in seat order, with the computer seats, which are always there and are also
 * listed on their own (absent when there are none).
 */
export function presentSeats(
  seated: readonly number[],
  connected: ReadonlySet<number>,
  computers: ReadonlySet<number>,
): SeatsPresent {
  const online = seated.filter((id) => connected.has(id) || computers.has(id));
  const played = seated.filter((id) => computers.has(id));
  return played.length > 0 ? { online, computers: played } : { online };
}
