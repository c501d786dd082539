import type { GameState } from '@tabletop/game-kit';
import type { OpenTables, OpenTablesAck } from '@tabletop/protocol';
import { connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const REPELLO = 'repello';
const GUEST_DISPLAY = /^Guest [0-9A-F]{4}$/;

type Player = Guest & { socket: ClientSocket };

/** The next `tables` push that passes `filter`, within a bounded time. */
function nextTables(socket: ClientSocket, filter: (list: OpenTables) => boolean, timeoutMs = 5000) {
  return new Promise<OpenTables>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('tables', listener);
      reject(new Error(`No matching tables push within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (list: OpenTables) => {
      if (!filter(list)) return;
      clearTimeout(timer);
      socket.off('tables', listener);
      resolve(list);
    };
    socket.on('tables', listener);
  });
}

const listed = (code: string) => (list: OpenTables) => list.tables.some((table) => table.code === code);
const unlisted = (code: string) => (list: OpenTables) => !listed(code)(list);

describe('open tables and quick match', () => {
  // A player whose last connection closes loses an open table's seat after this long.
  const server = useTestServer({ OPEN_TABLE_GRACE: '1s' });

  async function player(): Promise<Player> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  const post = (who: Guest, path: string, body: object) => server.http().post(path).set(who.auth).send(body);
  const openTables = async (who: Guest): Promise<OpenTables> =>
    (await server.http().get('/api/game/open-tables').set(who.auth).expect(200)).body;
  const watch = (who: Player): Promise<OpenTablesAck> => who.socket.timeout(5000).emitWithAck('watch-tables', {});

  it('lists a game only when its creator lists it, with its host, seats and age', async () => {
    const [alice, bob] = [await player(), await player()];
    const hidden: GameState = (await post(alice, '/api/game/create', { game: TTT }).expect(200)).body;
    const shown: GameState = (await post(bob, '/api/game/create', { game: REPELLO, listed: true }).expect(200)).body;
    const list = await openTables(alice);
    expect(list.tables.find((table) => table.code === hidden.code)).toBeUndefined();
    expect(list.tables.find((table) => table.code === shown.code)).toEqual({
      game: REPELLO,
      code: shown.code,
      host: expect.stringMatching(GUEST_DISPLAY),
      seated: 1,
      seats: 4,
      ageSeconds: expect.any(Number),
    });
    expect(list.revision).toBeGreaterThan(0);
    await post(alice, '/api/game/leave', { code: hidden.code }).expect(200);
    await post(bob, '/api/game/leave', { code: shown.code }).expect(200);
    expect(listed(shown.code)(await openTables(alice))).toBe(false);
  });

  it('refuses bad input with { message, status } and creates nothing', async () => {
    const alice = await player();
    await server.http().get('/api/game/open-tables').expect(401);
    await server.http().post('/api/game/quick').send({ game: TTT }).expect(401);
    const bad = [
      ['/api/game/create', { game: TTT, listed: 'yes' }],
      ['/api/game/quick', {}],
      ['/api/game/quick', { game: 42 }],
      ['/api/game/quick', { game: TTT, code: 'ABCD' }],
      ['/api/game/quick', { game: 'x'.repeat(65) }],
    ] as const;
    for (const [path, body] of bad) {
      const response = await post(alice, path, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String), status: 400 });
    }
    expect((await post(alice, '/api/game/quick', { game: 'chess' })).body).toEqual({
      message: 'Unknown game',
      status: 400,
    });
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
  });

  it('pushes the list to watchers on every change: a table appears, and leaves when full and started', async () => {
    const [watcher, alice, bob, carol] = [await player(), await player(), await player(), await player()];
    const first = await watch(watcher);
    expect(first).toMatchObject({ ok: true, tables: expect.any(Array) });
    const appears = nextTables(watcher.socket, (list) => list.tables.some((table) => table.game === TTT));
    const created: GameState = (await post(alice, '/api/game/quick', { game: TTT }).expect(200)).body;
    expect(created).toMatchObject({ game: TTT, player: null, gameOver: false });
    const shown = await appears;
    expect(shown.tables.find((table) => table.code === created.code)).toMatchObject({ seated: 1, seats: 2 });
    expect(shown.revision).toBeGreaterThan(first.ok ? first.revision : Infinity);

    const gone = nextTables(watcher.socket, unlisted(created.code));
    const starts = nextState(alice.socket, 'startGame');
    const joined: GameState = (await post(bob, '/api/game/join', { game: TTT, code: created.code }).expect(200)).body;
    expect(joined.player).not.toBeNull();
    expect((await starts).code).toBe(created.code);
    await gone;

    // Its code was public: a latecomer is told the table is full, not that the code is inactive.
    expect((await post(carol, '/api/game/join', { game: TTT, code: created.code })).body).toEqual({
      message: 'This table is full',
      status: 409,
    });
    await server.http().get('/api/game/current-state').set(carol.auth).expect(204);
  });

  it('keeps Inactive code for a full private game', async () => {
    const [alice, bob, carol] = [await player(), await player(), await player()];
    const { code } = (await post(alice, '/api/game/create', { game: TTT }).expect(200)).body as GameState;
    await post(bob, '/api/game/join', { game: TTT, code }).expect(200);
    expect((await post(carol, '/api/game/join', { game: TTT, code })).body).toEqual({
      message: 'Inactive code',
      status: 404,
    });
  });

  it('takes a table off the list when its last player leaves it', async () => {
    const [watcher, alice] = [await player(), await player()];
    await watch(watcher);
    const created: GameState = (await post(alice, '/api/game/create', { game: REPELLO, listed: true }).expect(200))
      .body;
    await nextTables(watcher.socket, listed(created.code));
    const gone = nextTables(watcher.socket, unlisted(created.code));
    await post(alice, '/api/game/leave', { code: created.code }).expect(200);
    await gone;
  });

  it('frees the seat of a player who left an open table by closing the page, once the grace is over', async () => {
    const [watcher, alice] = [await player(), await player()];
    await watch(watcher);
    const created: GameState = (await post(alice, '/api/game/create', { game: REPELLO, listed: true }).expect(200))
      .body;
    await nextTables(watcher.socket, listed(created.code));
    const gone = nextTables(watcher.socket, unlisted(created.code), 10_000);
    alice.socket.close();
    await gone;
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
  });

  it('quick match seats at the oldest listed table with room, never a private one, and refuses a busy caller', async () => {
    const [ann, ben, cat, dan, eve] = [await player(), await player(), await player(), await player(), await player()];
    await post(ann, '/api/game/create', { game: REPELLO }).expect(200);
    const older: GameState = (await post(ben, '/api/game/create', { game: REPELLO, listed: true }).expect(200)).body;
    const newer: GameState = (await post(cat, '/api/game/create', { game: REPELLO, listed: true }).expect(200)).body;

    const seated: GameState = (await post(dan, '/api/game/quick', { game: REPELLO }).expect(200)).body;
    expect(seated.code).toBe(older.code);
    expect(seated.score.map((entry) => entry.player.id)).toEqual([ben.id, dan.id]);
    expect(seated.player).toBeNull(); // Repello waits for its maximum or its first seat's START
    expect((await post(dan, '/api/game/quick', { game: REPELLO })).body).toEqual({
      message: 'You already have an active game',
      status: 409,
    });
    expect((await post(dan, '/api/game/quick', { game: TTT })).status).toBe(409);

    // Two more fill the older table to its maximum of four: it starts, and the next one goes to the newer table.
    const started = nextState(ben.socket, 'startGame');
    await post(eve, '/api/game/quick', { game: REPELLO }).expect(200);
    const fourth = await player();
    const full: GameState = (await post(fourth, '/api/game/quick', { game: REPELLO }).expect(200)).body;
    expect(full.code).toBe(older.code);
    expect(full.player).not.toBeNull();
    expect((await started).score).toHaveLength(4);
    const fifth = await player();
    expect(((await post(fifth, '/api/game/quick', { game: REPELLO }).expect(200)).body as GameState).code).toBe(
      newer.code,
    );
    expect(listed(older.code)(await openTables(fifth))).toBe(false);

    // A quick-match table also starts when its first seat presses START, and leaves the list.
    const forced: GameState = (
      await post(cat, '/api/game/start', { game: REPELLO, code: newer.code, overrideStart: true }).expect(200)
    ).body;
    expect(forced.player).not.toBeNull();
    expect(forced.score).toHaveLength(2);
    expect(listed(newer.code)(await openTables(fifth))).toBe(false);
  });

  it('puts two players pressing at once at one table', async () => {
    const [ann, ben] = [await player(), await player()];
    const [a, b] = await Promise.all([
      post(ann, '/api/game/quick', { game: TTT }).expect(200),
      post(ben, '/api/game/quick', { game: TTT }).expect(200),
    ]);
    expect((a.body as GameState).code).toBe((b.body as GameState).code);
  });
});
