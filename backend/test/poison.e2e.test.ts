import type { GameState } from '@tabletop/game-kit';
import type { ActionAck } from '@tabletop/protocol';
import { Client } from 'pg';
import { game as ttt } from './support/play';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';
import { until } from './support/held-commit';

const TTT = 'super_tic_tac_toe';
const GAMES = 6;

type Seat = Guest & { socket: ClientSocket };
type Table = { code: string; state: GameState; alice: Seat; bob: Seat };

/** The first legal move of whoever is to move. */
function firstMove(state: GameState) {
  const match = state as unknown as Parameters<typeof ttt.legalActions>[0];
  return ttt.legalActions(match, state.player!.id)[0];
}

describe('one bad message never fails another player’s action', () => {
  const server = useTestServer();

  async function seat(): Promise<Seat> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  /** A started game in which Alice has made the first move, so the server holds it in memory; Bob is to move. */
  async function table(): Promise<Table> {
    const [alice, bob] = [await seat(), await seat()];
    const created = await server.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200);
    const code: string = created.body.code;
    const started = nextState(alice.socket, 'startGame');
    await server.http().post('/api/game/join').set(bob.auth).send({ game: TTT, code }).expect(200);
    const start = await started;
    const moved = nextState(bob.socket, 'emit-state', (state) => state.version === 1);
    expect(await act(alice.socket, { code, version: 0, action: firstMove(start), id: `first-${code}` })).toMatchObject({
      ok: true,
    });
    return { code, state: await moved, alice, bob };
  }

  it('batched with good actions of other games, a bad id is refused and the others commit', async () => {
    const tables: Table[] = [];
    for (let i = 0; i < GAMES; i++) tables.push(await table());
    const move = (t: Table, id: string) =>
      act(t.bob.socket, { code: t.code, version: 1, action: firstMove(t.state), id });
    // Games 0 and 1 are row-locked from outside: their commits take both of the store's write slots and wait, so the
    // actions sent meanwhile are written together as the next batch.
    const lock = new Client({ connectionString: server.databaseUrl() });
    const watcher = new Client({ connectionString: server.databaseUrl() });
    await Promise.all([lock.connect(), watcher.connect()]);
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM games WHERE code = ANY($1) FOR UPDATE', [[tables[0].code, tables[1].code]]);
      const held = [move(tables[0], 'held-0'), move(tables[1], 'held-1')];
      await until(async () => {
        const { rows } = await watcher.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return Number(rows[0].n) >= 2;
      }, 'both commits to wait on the lock');
      const batched: Promise<ActionAck>[] = [
        move(tables[2], 'bad\u0000id'),
        move(tables[3], 'good-3'),
        move(tables[4], 'good-4'),
        move(tables[5], 'good-5'),
      ];
      // Bounded: time for the four to reach the server and queue behind the held writes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await lock.query('COMMIT');
      const [bad, ...good] = await Promise.all(batched);
      expect(await Promise.all(held)).toEqual([
        expect.objectContaining({ ok: true }),
        expect.objectContaining({ ok: true }),
      ]);
      expect(good).toEqual([
        { ok: true, version: 2 },
        { ok: true, version: 2 },
        { ok: true, version: 2 },
      ]);
      expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/NUL character|id must be/) });
      const { rows } = await watcher.query<{ code: string; version: number }>(
        'SELECT code, version FROM games WHERE code = ANY($1) ORDER BY id',
        [tables.map((t) => t.code)],
      );
      expect(rows.map((row) => row.version)).toEqual([2, 2, 1, 2, 2, 2]);
    } finally {
      await lock.query('ROLLBACK').catch(() => undefined);
      await Promise.all([lock.end(), watcher.end()]);
    }
  }, 60000);

  it('refuses an action id with a lone surrogate, or an action holding a NUL, and the game goes on', async () => {
    const t = await table();
    const action = firstMove(t.state);
    expect(await act(t.bob.socket, { code: t.code, version: 1, action, id: 'x\ud800' })).toMatchObject({ ok: false });
    expect(
      await act(t.bob.socket, { code: t.code, version: 1, action: { ...(action as object), note: '\u0000' } }),
    ).toEqual({ ok: false, error: 'Text with a NUL character or a lone surrogate is not allowed' });
    expect(await act(t.bob.socket, { code: t.code, version: 1, action, id: 'fine' })).toEqual({ ok: true, version: 2 });
  }, 30000);
});
