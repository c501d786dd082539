import { Injectable } from '@nestjs/common';
import { LimitsRedis } from '../limits/limits-redis';
import type { SeatAbsence } from '../match/ports';
import { SocketTransport } from './socket-transport';

const seenKey = (userId: number) => `seen:${userId}`;
/** How long a user's last sighting is kept: longer than any wait that reads it (CLAIM_AFTER, OPEN_TABLE_GRACE). */
const SEEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Sightings this instance keeps in memory while Redis is away (or absent); the oldest go first. */
const MEMORY_KEPT = 100_000;

/**
 * Since when users have been gone: the close of their last connection, written on every disconnect to Redis (shared
 * by the instances) or, without it, this instance's memory. A user found gone with nothing written (they never
 * connected, or their instance was killed) is gone from that moment on, so every wait counts from something seen.
 */
@Injectable()
export class LastSeen implements SeatAbsence {
  private readonly memory = new Map<number, number>();

  constructor(
    private readonly transport: SocketTransport,
    private readonly redis: LimitsRedis,
  ) {}

  /** One of the user's connections closed: they may be gone from now (a later connection makes them present). */
  disconnected(userId: number, now = Date.now()): void {
    void this.write(userId, now, false);
  }

  /** The user connected: an older sighting no longer says when they left (the next close or look writes anew). */
  connected(userId: number): void {
    const client = this.redis.client;
    void this.redis.orMemory(
      client && (async () => void (await client.del(seenKey(userId)))),
      async () => void this.memory.delete(userId),
      'a connection',
    );
  }

  async absentSince(userIds: readonly number[]): Promise<Map<number, number | null>> {
    const connected = await this.transport.connectedAmong(userIds).catch(() => new Set<number>(userIds));
    const gone = await this.goneSince(userIds.filter((userId) => !connected.has(userId)));
    return new Map(userIds.map((userId) => [userId, gone.get(userId) ?? null]));
  }

  /** Since when each of these users, already known to have no connection, has been gone (see absentSince). */
  async goneSince(userIds: readonly number[]): Promise<Map<number, number>> {
    const now = Date.now();
    return new Map(
      await Promise.all(
        userIds.map(async (userId): Promise<[number, number]> => [userId, await this.write(userId, now, true)]),
      ),
    );
  }

  /** Writes `now` as the user's last sighting (only where none is kept, when `keep`); answers the one kept. */
  private write(userId: number, now: number, keep: boolean): Promise<number> {
    const client = this.redis.client;
    return this.redis.orMemory(
      client &&
        (async () => {
          const set = keep
            ? await client.set(seenKey(userId), now, 'PX', SEEN_TTL_MS, 'NX', 'GET')
            : await client.set(seenKey(userId), now, 'PX', SEEN_TTL_MS);
          return keep && set !== null ? Number(set) : now;
        }),
      async () => this.remember(userId, now, keep),
      'a last sighting',
    );
  }

  private remember(userId: number, now: number, keep: boolean): number {
    const kept = this.memory.get(userId);
    if (keep && kept !== undefined) return kept;
    this.memory.delete(userId);
    this.memory.set(userId, now);
    if (this.memory.size > MEMORY_KEPT) this.memory.delete(this.memory.keys().next().value!);
    return now;
  }
}
