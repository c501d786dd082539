import { FloorTables, floorPatch, readHandshake, type FloorTable } from '../src/floor-table';

const seatBoth = (tables: FloorTables<string>, name = 't1') => {
  tables.sit({ table: name, seat: 0 }, 'a');
  return tables.sit({ table: name, seat: 1 }, 'b') as FloorTable<string>;
};

describe('the Socket.IO floor tables', () => {
  it('reads the table and seat from the handshake, and refuses anything else', () => {
    expect(readHandshake({ table: 't1', seat: 1 })).toEqual({ table: 't1', seat: 1 });
    expect(readHandshake(undefined)).toEqual({ error: 'auth.table must be 1 to 64 characters' });
    expect(readHandshake({ table: '', seat: 0 })).toHaveProperty('error');
    expect(readHandshake({ table: 'x'.repeat(65), seat: 0 })).toHaveProperty('error');
    expect(readHandshake({ table: 't1', seat: 2 })).toEqual({ error: 'auth.seat must be 0 or 1' });
    expect(readHandshake({ table: 't1', seat: '0' })).toHaveProperty('error');
  });

  it('pairs two sockets by table name, refuses a taken seat, and forgets a table left empty', () => {
    const tables = new FloorTables<string>();
    const first = tables.sit({ table: 't1', seat: 0 }, 'a') as FloorTable<string>;
    expect(first.full()).toBe(false);
    expect(tables.sit({ table: 't1', seat: 0 }, 'c')).toEqual({ error: 'Seat taken' });
    const other = tables.sit({ table: 't2', seat: 1 }, 'd') as FloorTable<string>;
    expect(other.code).not.toBe(first.code);
    expect(first.code).toMatch(/^[0-9A-Z]{4}$/);
    expect(tables.sit({ table: 't1', seat: 1 }, 'b')).toBe(first);
    expect(first.full()).toBe(true);
    tables.leave({ table: 't1', seat: 0 }, 'not the seated socket');
    expect(first.seats).toEqual(['a', 'b']);
    tables.leave({ table: 't1', seat: 0 }, 'a');
    tables.leave({ table: 't1', seat: 1 }, 'b');
    expect(tables.size()).toBe(1);
  });

  it('takes turns from version 0, answering a patch from the version acted on', () => {
    const table = seatBoth(new FloorTables<string>());
    const request = (version: number) => ({ code: table.code, version, action: { board: 4, cell: 4 } });
    const first = table.act(0, request(0));
    expect(first).toMatchObject({ ok: true, version: 1, patch: { from: 0, version: 1 } });
    expect(table.act(1, request(1))).toMatchObject({ ok: true, version: 2, patch: { from: 1, version: 2 } });
    expect(table.version).toBe(2);
  });

  it('refuses an action out of turn, at another version, of another game or before both sit, changing nothing', () => {
    const tables = new FloorTables<string>();
    const half = tables.sit({ table: 'half', seat: 0 }, 'a') as FloorTable<string>;
    expect(half.act(0, { code: half.code, version: 0 })).toEqual({ ok: false, error: 'The game has not started' });
    const table = seatBoth(tables);
    expect(table.act(1, { code: table.code, version: 0 })).toEqual({ ok: false, error: 'Not your turn' });
    expect(table.act(0, { code: table.code, version: 3 })).toEqual({ ok: false, error: 'Stale version' });
    expect(table.act(0, { code: 'ZZZZ', version: 0 })).toEqual({ ok: false, error: 'Unknown game' });
    expect(table.act(0, null)).toEqual({ ok: false, error: 'Unknown game' });
    expect(table.act(0, 'nonsense')).toEqual({ ok: false, error: 'Unknown game' });
    expect(table.version).toBe(0);
  });

  it("sends patches of a Super Tic-Tac-Toe move's shape and size, naming the next player", () => {
    for (let from = 0; from < 40; from++) {
      const patch = floorPatch(from);
      const bytes = Buffer.byteLength(JSON.stringify(patch));
      // A real move's patch (mfe-super-tic-tac-toe state-patch-size.test.ts): 121 to about 180 bytes, mostly 151–153.
      expect(bytes).toBeGreaterThanOrEqual(145);
      expect(bytes).toBeLessThanOrEqual(160);
      expect(patch.ops[0]).toEqual([['player'], ['score', from % 2 === 0 ? 1 : 0, 'player'], 0]);
    }
  });
});
