import type { Match } from '@tabletop/game-kit';
import type { SeatAbsence } from '../match/ports';
import { GUEST_BATCH, GUEST_BATCHES_PER_SWEEP, HousekeepingSweep, TABLE_BATCH } from './housekeeping-sweep';
import type { HousekeepingStore, WaitingTable } from './ports';

const MINUTE = 60_000;
const NOW = 10_000 * MINUTE;
const SETTINGS = { waitingTableTtlMs: 30 * MINUTE, guestTtlMs: 30 * 24 * 60 * MINUTE };

/** The store's promises over plain data: tables idle or not, and a count of idle guests. */
class MemoryStore implements HousekeepingStore {
  locked = false;
  idle: WaitingTable[] = [];
  closed: { table: WaitingTable; match: Match<unknown> }[] = [];
  /** Tables that changed between the read and the close (someone joined): the close re-checks and declines. */
  changed = new Set<number>();
  idleGuests = 0;
  guestStatements = 0;

  async exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.locked) return null;
    this.locked = true;
    try {
      return await work();
    } finally {
      this.locked = false;
    }
  }

  async idleWaitingTables(_idleMs: number, limit: number): Promise<WaitingTable[]> {
    return this.idle.slice(0, limit);
  }

  async closeWaitingTable(table: WaitingTable, _idleMs: number, match: Match<unknown>): Promise<boolean> {
    if (this.changed.has(table.gameId)) return false;
    this.closed.push({ table, match });
    return true;
  }

  async deleteIdleGuests(_unseenMs: number, limit: number): Promise<number> {
    this.guestStatements++;
    const deleted = Math.min(limit, this.idleGuests);
    this.idleGuests -= deleted;
    return deleted;
  }
}

function absence(gone: Record<number, number | null>): SeatAbsence & { asked: number[][] } {
  const asked: number[][] = [];
  return {
    asked,
    async absentSince(userIds) {
      asked.push([...userIds]);
      return new Map(userIds.map((id) => [id, gone[id] ?? null]));
    },
  };
}

describe('HousekeepingSweep', () => {
  it('closes the waiting tables every player of which has been gone for the TTL, each as an empty ended game', async () => {
    const store = new MemoryStore();
    store.idle = [
      { gameId: 1, game: 'repello', userIds: [10, 11] },
      { gameId: 2, game: 'repello', userIds: [10, 12] },
      { gameId: 3, game: 'connect_four', userIds: [13] },
    ];
    const seats = absence({ 10: NOW - 40 * MINUTE, 11: NOW - 31 * MINUTE, 12: null, 13: NOW - 5 * MINUTE });
    const removed = await new HousekeepingSweep(store, seats, SETTINGS, () => NOW).run();
    expect(removed).toEqual({ waitingTables: 1, guests: 0 });
    expect(store.closed).toEqual([
      {
        table: store.idle[0],
        match: { game: 'repello', player: null, score: [], gameOver: true, state: null },
      },
    ]);
    expect(seats.asked).toEqual([[10, 11, 12, 13]]);
  });

  it('counts only the tables it did close: one seated anew meanwhile stays', async () => {
    const store = new MemoryStore();
    store.idle = [
      { gameId: 1, game: 'g', userIds: [10] },
      { gameId: 2, game: 'g', userIds: [11] },
    ];
    store.changed.add(2);
    const removed = await new HousekeepingSweep(store, absence({ 10: 0, 11: 0 }), SETTINGS, () => NOW).run();
    expect(removed?.waitingTables).toBe(1);
  });

  it('asks nobody about absence when no table is idle', async () => {
    const seats = absence({});
    expect(await new HousekeepingSweep(new MemoryStore(), seats, SETTINGS, () => NOW).run()).toEqual({
      waitingTables: 0,
      guests: 0,
    });
    expect(seats.asked).toEqual([]);
  });

  it('deletes idle guests batch by batch, and leaves what is past the per-sweep bound to the next sweep', async () => {
    const store = new MemoryStore();
    store.idleGuests = GUEST_BATCH * 2 + 5;
    const sweep = new HousekeepingSweep(store, absence({}), SETTINGS, () => NOW);
    expect(await sweep.run()).toEqual({ waitingTables: 0, guests: GUEST_BATCH * 2 + 5 });
    expect(store.guestStatements).toBe(3);
    store.idleGuests = GUEST_BATCH * (GUEST_BATCHES_PER_SWEEP + 1);
    expect((await sweep.run())?.guests).toBe(GUEST_BATCH * GUEST_BATCHES_PER_SWEEP);
    expect(store.idleGuests).toBe(GUEST_BATCH);
  });

  it('looks at no more than a batch of tables per sweep', async () => {
    const store = new MemoryStore();
    store.idle = Array.from({ length: TABLE_BATCH + 3 }, (_, i) => ({ gameId: i, game: 'g', userIds: [] }));
    expect((await new HousekeepingSweep(store, absence({}), SETTINGS, () => NOW).run())?.waitingTables).toBe(
      TABLE_BATCH,
    );
  });

  it('does nothing while another instance sweeps', async () => {
    const store = new MemoryStore();
    store.locked = true;
    store.idleGuests = 3;
    expect(await new HousekeepingSweep(store, absence({}), SETTINGS, () => NOW).run()).toBeNull();
    expect(store.idleGuests).toBe(3);
  });
});
