import type { GameState } from '@tabletop/game-kit';
import type { OpenTables } from '@tabletop/protocol';
import request from 'supertest';
import { connect, guest, type ClientSocket } from './support/server';
import { useTwoInstances } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const ROUNDS = 12;

/** Quick match serialises per game in PostgreSQL, so instances sharing a database never split a pair. */
describe('quick match on two instances', () => {
  const servers = useTwoInstances();

  /**
   * Signs a guest in on `baseUrl` and connects them first (quick match seats only players who are connected), so only
   * the presses themselves race.
   */
  async function presser(baseUrl: string, game: string): Promise<() => Promise<GameState>> {
    const who = await guest(baseUrl);
    servers.track(await connect(baseUrl, { token: who.jwt }));
    return async () => {
      const response = await request(baseUrl).post('/api/game/quick').set(who.auth).send({ game });
      if (response.status !== 200) throw new Error(`quick answered ${response.status}: ${response.text}`);
      return response.body as GameState;
    };
  }

  const pressAll = (pressers: (() => Promise<GameState>)[]) => Promise.all(pressers.map((press) => press()));

  it(`seats two players pressing at once, one on each instance, at one table (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pressers = [await presser(servers.one.baseUrl, TTT), await presser(servers.two.baseUrl, TTT)];
      const [a, b] = await pressAll(pressers);
      expect(a.code).toBe(b.code);
      // The second seat fills the two-player table: it starts.
      expect([a.player, b.player].some((player) => player !== null)).toBe(true);
    }
  });

  it('fills a Repello table from both instances without opening a second one', async () => {
    const pressers: (() => Promise<GameState>)[] = [];
    for (const server of [servers.one, servers.two, servers.one, servers.two])
      pressers.push(await presser(server.baseUrl, 'repello'));
    const pressed = await pressAll(pressers);
    expect(new Set(pressed.map((state) => state.code)).size).toBe(1);
  });

  it('pushes a table opened on one instance to a watcher on the other', async () => {
    const watcher = await guest(servers.two.baseUrl);
    const socket: ClientSocket = await connect(servers.two.baseUrl, { token: watcher.jwt });
    servers.track(socket);
    await socket.timeout(5000).emitWithAck('watch-tables', {});
    const pushed = new Promise<OpenTables>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No tables push within 5 s')), 5000);
      socket.on('tables', (list) => {
        if (!list.tables.some((table) => table.game === 'winzards/football')) return;
        clearTimeout(timer);
        resolve(list);
      });
    });
    const opened = await (await presser(servers.one.baseUrl, 'winzards/football'))();
    expect((await pushed).tables.map((table) => table.code)).toContain(opened.code);
  });
});
