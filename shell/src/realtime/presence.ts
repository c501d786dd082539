import type { Presence } from '@tabletop/protocol';

export type PlayerPresence = 'online' | 'offline' | 'unknown';

export interface PresenceView {
  myId: number;
  /** Whether this tab's own connection is up: it knows that better than the server's last report. */
  connected: boolean;
  /** The server's last report, for whichever game it was. */
  presence: Presence | null;
  /** The game on screen. */
  code: string;
}

/** Whether a seated player is connected; unknown until the server reported on this game. */
export function presenceOf(playerId: number, { myId, connected, presence, code }: PresenceView): PlayerPresence {
  if (playerId === myId) return connected ? 'online' : 'offline';
  if (!presence || presence.code !== code) return 'unknown';
  return presence.online.includes(playerId) ? 'online' : 'offline';
}

/**
 * The seats the computer plays in the game on screen, as the server's last report for it says; undefined without one
 * (or from a server that does not say).
 */
export function computerSeats(presence: Presence | null, code: string | undefined): readonly number[] | undefined {
  return presence && presence.code === code ? presence.computers : undefined;
}

/** A presence report as it came off the wire, or null when it is not one. */
export function readPresence(value: unknown): Presence | null {
  const report = value as Presence;
  if (typeof report !== 'object' || report === null || typeof report.code !== 'string') return null;
  if (!isIdList(report.online)) return null;
  const read: Presence = { code: report.code, online: report.online };
  if (isIdList(report.computers)) read.computers = report.computers;
  if (typeof report.claimAt === 'number') read.claimAt = report.claimAt;
  return read;
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'number');
}
