import type { SeatAbsence } from '../match/ports';
import { waitingMatch } from '../match/game-state';
import { abandonedTables } from './abandoned-tables';
import type { HousekeepingStore } from './ports';

/** Waiting tables looked at per sweep: more wait for the next one. */
export const TABLE_BATCH = 500;
/** Guests deleted per statement, and statements per sweep: the rest wait for the next one. */
export const GUEST_BATCH = 1_000;
export const GUEST_BATCHES_PER_SWEEP = 20;

export interface HousekeepingSettings {
  waitingTableTtlMs: number;
  guestTtlMs: number;
}

/** What one sweep removed. */
export interface SweepRemovals {
  waitingTables: number;
  guests: number;
}

/**
 * One housekeeping sweep, on one instance at a time: closes the private tables waiting for players that none of their
 * players has been connected to for WAITING_TABLE_TTL, then deletes the guests who never sat at a table and have not
 * been seen for GUEST_TTL. Every removal is a write that re-checks its conditions, so a table or a guest is removed,
 * and counted, once however the sweeps of the instances fall.
 */
export class HousekeepingSweep {
  constructor(
    private readonly store: HousekeepingStore,
    private readonly absence: SeatAbsence,
    private readonly settings: HousekeepingSettings,
    private readonly clock: () => number = Date.now,
  ) {}

  /** What it removed; null when another instance was sweeping. */
  run(): Promise<SweepRemovals | null> {
    return this.store.exclusively(async () => ({
      waitingTables: await this.closeAbandonedTables(),
      guests: await this.deleteIdleGuests(),
    }));
  }

  private async closeAbandonedTables(): Promise<number> {
    const ttl = this.settings.waitingTableTtlMs;
    const idle = await this.store.idleWaitingTables(ttl, TABLE_BATCH);
    if (idle.length === 0) return 0;
    const absent = await this.absence.absentSince([...new Set(idle.flatMap((table) => table.userIds))]);
    let closed = 0;
    for (const table of abandonedTables(idle, absent, this.clock(), ttl)) {
      const ended = { ...waitingMatch(table.game, []), gameOver: true };
      if (await this.store.closeWaitingTable(table, ttl, ended)) closed++;
    }
    return closed;
  }

  private async deleteIdleGuests(): Promise<number> {
    let deleted = 0;
    for (let batch = 0; batch < GUEST_BATCHES_PER_SWEEP; batch++) {
      const count = await this.store.deleteIdleGuests(this.settings.guestTtlMs, GUEST_BATCH);
      deleted += count;
      if (count < GUEST_BATCH) break;
    }
    return deleted;
  }
}
