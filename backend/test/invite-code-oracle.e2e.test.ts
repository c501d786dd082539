import type { GameState } from '@tabletop/game-kit';
import { connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

type Player = Guest & { socket: ClientSocket };

/**
 * Invite codes are only 36^4: whoever is not seated in a game must learn nothing from its code, on any path, or the
 * codes could be swept for live games without ever trying to join one (which is rate limited).
 */
describe('no oracle for live invite codes', () => {
  const server = useTestServer();

  async function player(): Promise<Player> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  const post = (who: Guest, path: string, body: object) => server.http().post(path).set(who.auth).send(body);

  async function create(who: Player): Promise<GameState> {
    return (await post(who, '/api/game/create', { game: TTT }).expect(200)).body;
  }

  /** A live code under test and a code no game has, otherwise alike. */
  let started: GameState;
  let waiting: GameState;
  let unknown: string;
  let outsider: Player;
  /** An outsider seated in a game of their own. */
  let busy: Player;

  beforeAll(async () => {
    const [alice, bob, ann] = [await player(), await player(), await player()];
    const { code } = await create(alice);
    const starting = nextState(alice.socket, 'startGame');
    await post(bob, '/api/game/join', { game: TTT, code }).expect(200);
    started = await starting;
    waiting = await create(ann);
    unknown = ['ZZZZ', 'YYYY', 'XXXX'].find((c) => c !== started.code && c !== waiting.code)!;
    outsider = await player();
    busy = await player();
    await create(busy);
  }, 30000);

  async function http(who: Player, path: string, body: object) {
    const response = await post(who, path, body);
    return { status: response.status, body: response.text };
  }

  /** What `who` is answered on every HTTP path for `code` (the join only where it would not seat them). */
  async function httpAnswers(who: Player, code: string, state: GameState, joins: boolean) {
    return {
      join: joins ? await http(who, '/api/game/join', { game: TTT, code }) : null,
      start: await http(who, '/api/game/start', { game: TTT, code, overrideStart: true }),
      leave: await http(who, '/api/game/leave', { code }),
      emitState: await http(who, '/api/game/emit-state', { ...state, code, version: state.version + 1 }),
    };
  }

  async function socketAnswers(who: Player, code: string, state: GameState) {
    const ask = (event: string, payload: object) =>
      who.socket.timeout(5000).emitWithAck(event as 'sync', payload as never);
    return {
      action: await ask('action', { code, version: state.version, action: { board: 4, cell: 4 }, id: 'probe' }),
      sync: await ask('sync', { code }),
      syncSince: await ask('sync', { code, since: 0 }),
      presence: await ask('presence', { code }),
      leave: await ask('leave', { code }),
    };
  }

  it('answers an outsider on HTTP for a live code exactly as for a code no game has', async () => {
    for (const live of [started, waiting]) {
      const joins = live === started;
      const answers = await httpAnswers(outsider, live.code, live, joins);
      expect(answers).toEqual(await httpAnswers(outsider, unknown, live, joins));
      expect(answers.emitState).toEqual({
        status: 404,
        body: JSON.stringify({ message: 'Unknown game', status: 404 }),
      });
    }
  });

  it('answers an outsider who has an active game of their own the same for every code, joins included', async () => {
    for (const live of [started, waiting])
      expect(await httpAnswers(busy, live.code, live, true)).toEqual(await httpAnswers(busy, unknown, live, true));
  });

  it('answers an outsider on the socket for a live code exactly as for a code no game has', async () => {
    for (const live of [started, waiting]) {
      const answers = await socketAnswers(outsider, live.code, live);
      expect(answers).toEqual(await socketAnswers(outsider, unknown, live));
      expect(answers.sync).toEqual({ ok: false, error: 'Unknown game' });
    }
  });

  it('seated the outsider nowhere and moved no game', async () => {
    expect((await server.http().get('/api/game/current-state').set(outsider.auth)).status).toBe(204);
    const now = await server.http().get('/api/game/current-state').set(busy.auth).expect(200);
    expect(now.body.code).not.toBe(started.code);
    expect(now.body.code).not.toBe(waiting.code);
  });
});
