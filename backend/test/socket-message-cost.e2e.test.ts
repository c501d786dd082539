import type { GameState } from '@tabletop/game-kit';
import { game as ttt } from './support/play';
import { captureQueries } from './support/query-capture';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

/**
 * What one socket message costs the database, counted in statements from the real server (each of them indexed: see
 * request-path-plans.e2e.test.ts): a sync or a presence request reads the game and its seats in one lookup, and an
 * action on a game this instance holds is one write.
 */
describe('the statements one socket message costs', () => {
  const server = useTestServer();

  async function player(): Promise<Guest & { socket: ClientSocket }> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  async function statementsOf(message: () => Promise<unknown>): Promise<string[]> {
    const capture = captureQueries();
    try {
      await message();
    } finally {
      capture.stop();
    }
    return capture.captured.map((query) => query.text.split(/\s+/).slice(0, 4).join(' '));
  }

  it('sync and presence: one lookup; an action on a game in memory: one write', async () => {
    const [alice, bob] = [await player(), await player()];
    const created = (await server.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200))
      .body as GameState;
    const started = nextState(alice.socket, 'startGame');
    await server.http().post('/api/game/join').set(bob.auth).send({ game: TTT, code: created.code }).expect(200);
    const start = await started;
    const code = start.code;
    const move = ttt.legalActions(start as never, alice.id)[0];
    // The first action reads the game (this instance has not seen it played yet); the next ones need no read.
    expect(await act(alice.socket, { code, version: 0, action: move, id: 'a1' })).toMatchObject({ ok: true });
    const [one] = (await server
      .http()
      .get('/api/game/current-state')
      .set(bob.auth)
      .expect(200)
      .then((r) => [r.body])) as [GameState];
    const reply = ttt.legalActions(one as never, bob.id)[0];

    expect(await statementsOf(() => bob.socket.timeout(5000).emitWithAck('sync', { code }))).toHaveLength(1);
    expect(await statementsOf(() => bob.socket.timeout(5000).emitWithAck('presence', { code }))).toHaveLength(1);
    const write = await statementsOf(async () =>
      expect(await act(bob.socket, { code, version: 1, action: reply, id: 'b1' })).toMatchObject({ ok: true }),
    );
    expect(write).toEqual([expect.stringMatching(/^WITH input AS/)]);
  }, 30000);
});
