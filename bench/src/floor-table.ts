/**
 * The floor server's tables (floor-server.ts): two sockets paired by the table name their handshake carries, taking
 * turns with dummy actions. What a turn answers is shaped like our server's Super Tic-Tac-Toe patch (docs/
 * socket-events.md `StatePatch`), so the floor sends the same bytes per action as ours without any rules.
 */
import type { ActionAck, ActionRequest, StatePatch } from '@tabletop/protocol';

export type FloorSeat = 0 | 1;

/** What a socket's handshake `auth` must carry to sit at a floor table. */
export interface FloorHandshake {
  table: string;
  seat: FloorSeat;
}

/** Our acknowledgement of an action, always with its patch, as ours answers a connection that asked for patches. */
export type FloorAck = (Extract<ActionAck, { ok: true }> & { patch: StatePatch }) | Extract<ActionAck, { ok: false }>;

const MAX_TABLE_NAME = 64;

/** The handshake's table and seat, or why they are refused. */
export function readHandshake(auth: unknown): FloorHandshake | { error: string } {
  const { table, seat } = (auth ?? {}) as { table?: unknown; seat?: unknown };
  if (typeof table !== 'string' || table.length === 0 || table.length > MAX_TABLE_NAME)
    return { error: `auth.table must be 1 to ${MAX_TABLE_NAME} characters` };
  if (seat !== 0 && seat !== 1) return { error: 'auth.seat must be 0 or 1' };
  return { table, seat };
}

/**
 * The change a Super Tic-Tac-Toe move makes (whose turn, the symbol to play, the board to play in, the mark placed),
 * with board and cell made up from the version: the real patch's shape and size (about 150 bytes as JSON).
 */
export function floorPatch(from: number): StatePatch {
  const next: FloorSeat = from % 2 === 0 ? 1 : 0;
  const board = (from * 7) % 9;
  const cell = (from * 5 + 3) % 9;
  return {
    from,
    version: from + 1,
    ops: [
      [['player'], ['score', next, 'player'], 0],
      [['state', 'player'], next === 1 ? 'X' : 'O'],
      [['state', 'boardToPlayIn'], cell],
      [['state', 'games', board, next === 1 ? 'o' : 'x'], [cell]],
    ],
  };
}

/** A table of two seats: seat 0 moves at even versions, seat 1 at odd ones; a game never ends. */
export class FloorTable<S> {
  version = 0;
  readonly seats: [S | undefined, S | undefined] = [undefined, undefined];

  constructor(readonly code: string) {}

  full(): boolean {
    return this.seats[0] !== undefined && this.seats[1] !== undefined;
  }

  /** Seat `seat`'s action: the acknowledgement, and the patch for the opponent when it was applied. */
  act(seat: FloorSeat, request: unknown): FloorAck {
    const { code, version } = (request ?? {}) as Partial<ActionRequest>;
    if (code !== this.code) return { ok: false, error: 'Unknown game' };
    if (!this.full()) return { ok: false, error: 'The game has not started' };
    if (this.version % 2 !== seat) return { ok: false, error: 'Not your turn' };
    if (version !== this.version) return { ok: false, error: 'Stale version' };
    const patch = floorPatch(this.version);
    this.version = patch.version;
    return { ok: true, version: patch.version, patch };
  }
}

/** Tables by the name clients give; each gets a 4-character code like our invite codes. */
export class FloorTables<S> {
  private readonly byName = new Map<string, FloorTable<S>>();
  private created = 0;

  /** Seats `socket`; the table, or why it is refused (the seat is taken). */
  sit(handshake: FloorHandshake, socket: S): FloorTable<S> | { error: string } {
    let table = this.byName.get(handshake.table);
    if (!table) {
      table = new FloorTable<S>((this.created++).toString(36).toUpperCase().padStart(4, '0'));
      this.byName.set(handshake.table, table);
    }
    if (table.seats[handshake.seat] !== undefined) return { error: 'Seat taken' };
    table.seats[handshake.seat] = socket;
    return table;
  }

  /** Frees `socket`'s seat; a table nobody sits at is forgotten. */
  leave(handshake: FloorHandshake, socket: S): void {
    const table = this.byName.get(handshake.table);
    if (!table || table.seats[handshake.seat] !== socket) return;
    table.seats[handshake.seat] = undefined;
    if (table.seats.every((s) => s === undefined)) this.byName.delete(handshake.table);
  }

  size(): number {
    return this.byName.size;
  }
}
