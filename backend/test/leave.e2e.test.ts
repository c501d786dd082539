import type { GameState } from '@tabletop/game-kit';
import type { Presence } from '@tabletop/protocol';
import { forfeitMatch, isForfeitAction } from '@tabletop/game-kit';
import { findGame } from '../src/games/registry';
import { act, connect, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

// jest.mock factories run before imports: the registry module is required here, inside the factory.
// eslint-disable-next-line @typescript-eslint/no-require-imports
jest.mock('../src/games/registry', () => require('./support/count-game').withCountGame());

const TTT = 'super_tic_tac_toe';
const COUNT = 'count_test';

describe('leaving a game', () => {
  const server = useTestServer();

  const sql = server.sql;
  const player = () => server.player();

  const post = (who: Guest, path: string, body: object) => server.http().post(path).set(who.auth).send(body);
  const leave = (who: Guest, code: string) => post(who, '/api/game/leave', { code });

  async function create(who: Guest, game = TTT): Promise<GameState> {
    return (await post(who, '/api/game/create', { game }).expect(200)).body;
  }

  async function startedTtt() {
    const [alice, bob] = [await player(), await player()];
    const { code } = await create(alice);
    const started = nextState(bob.socket, 'startGame');
    await post(bob, '/api/game/join', { game: TTT, code }).expect(200);
    return { alice, bob, start: await started };
  }

  /** The next presence event for that code that passes `filter`. */
  function nextPresence(socket: ClientSocket, code: string, filter: (online: number[]) => boolean): Promise<Presence> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off('presence', listener);
        reject(new Error('No matching presence within 5 s'));
      }, 5000);
      const listener = (presence: Presence) => {
        if (presence.code !== code || !filter(presence.online)) return;
        clearTimeout(timer);
        socket.off('presence', listener);
        resolve(presence);
      };
      socket.on('presence', listener);
    });
  }

  describe('before the start', () => {
    it('frees the only seat: the game closes, its code is inactive, and the creator can play again', async () => {
      const alice = await player();
      const { code } = await create(alice);
      expect((await leave(alice, code.toLowerCase()).expect(200)).body).toEqual({ ok: true });
      await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
      const bob = await player();
      expect((await post(bob, '/api/game/join', { game: TTT, code })).body).toEqual({
        message: 'Inactive code',
        status: 404,
      });
      expect((await sql<{ status: string }>('SELECT status FROM games WHERE code = $1', [code]))[0].status).toBe(
        'over',
      );
      await create(alice);
    });

    it('moves the others up a seat: the next player becomes the first seat, sees the new state and may start', async () => {
      const [ann, ben, cat] = [await player(), await player(), await player()];
      const { code } = await create(ann, COUNT);
      await post(ben, '/api/game/join', { game: COUNT, code }).expect(200);
      await post(cat, '/api/game/join', { game: COUNT, code }).expect(200);
      const seen = Promise.all(
        [ben, cat].map((p) => nextState(p.socket, 'emit-state', (state) => state.score.length === 2)),
      );
      await leave(ann, code).expect(200);
      for (const state of await seen) {
        expect(state).toMatchObject({ code, player: null, gameOver: false, version: 0 });
        expect(state.score.map((entry) => entry.player.id)).toEqual([ben.id, cat.id]);
      }
      const [game] = await sql<{ id: number }>('SELECT id FROM games WHERE code = $1', [code]);
      expect(await sql('SELECT user_id, seat FROM game_players WHERE game_id = $1 ORDER BY seat', [game.id])).toEqual([
        { user_id: ben.id, seat: 0 },
        { user_id: cat.id, seat: 1 },
      ]);
      await server.http().get('/api/game/current-state').set(ann.auth).expect(204);
      expect((await post(cat, '/api/game/start', { game: COUNT, code, overrideStart: true })).status).toBe(403);
      const started = nextState(cat.socket, 'startGame');
      await post(ben, '/api/game/start', { game: COUNT, code, overrideStart: true }).expect(200);
      expect((await started).player).toMatchObject({ id: ben.id });
    });
  });

  describe('after the start (a forfeit)', () => {
    it('ends the game for the opponent with 100: next version, logged, broadcast; then it stays on screen', async () => {
      const { alice, bob, start } = await startedTtt();
      const move = findGame(TTT)!.definition.legalActions(start as never, alice.id)[0];
      expect(await act(alice.socket, { code: start.code, version: 0, action: move })).toEqual({ ok: true, version: 1 });
      const seen = nextState(bob.socket, 'emit-state', (state) => state.version === 2);
      const answer = (await leave(alice, start.code).expect(200)).body;
      const over = await seen;
      expect(answer).toEqual({ ok: true, state: over });
      expect(over).toMatchObject({ code: start.code, version: 2, gameOver: true, player: null });
      expect(over.score).toEqual([
        { player: { id: alice.id, name: alice.name }, score: 0 },
        { player: { id: bob.id, name: bob.name }, score: 100 },
      ]);

      const [game] = await sql<{ id: number; status: string; version: number }>(
        'SELECT id, status, version FROM games WHERE code = $1',
        [start.code],
      );
      expect(game).toMatchObject({ status: 'over', version: 2 });
      const log = await sql<{ version: number; user_id: number; action: unknown }>(
        'SELECT version, user_id, action FROM game_actions WHERE game_id = $1 ORDER BY version',
        [game.id],
      );
      expect(log[1]).toEqual({ version: 2, user_id: alice.id, action: { type: '$forfeit' } });

      // Replaying the log from the start reproduces the final state.
      const rules = findGame(TTT)!.definition;
      let match = rules.setup(start.score.map((entry) => entry.player));
      for (const row of log) {
        if (isForfeitAction(row.action)) match = forfeitMatch(match, row.user_id, rules);
        else {
          const result = rules.apply(match, row.user_id, row.action);
          if (!result.ok) throw new Error(result.error.message);
          match = result.match;
        }
      }
      expect({ ...match, code: start.code, version: log.length, clock: null }).toEqual(over);

      // The finished game stays each player's current game until they put it away or take another seat.
      for (const who of [alice, bob])
        expect((await server.http().get('/api/game/current-state').set(who.auth).expect(200)).body).toEqual(over);
      expect((await leave(alice, start.code)).body).toEqual({ message: 'The game is already over', status: 409 });
      expect(await act(bob.socket, { code: start.code, version: 2, action: move })).toMatchObject({ ok: false });
      await create(alice);
      await create(bob);
    });

    it('works over the socket, and a player who was away gets the finished game on sync', async () => {
      const { alice, bob, start } = await startedTtt();
      bob.socket.close();
      expect(await alice.socket.timeout(5000).emitWithAck('leave', { code: start.code })).toEqual({ ok: true });
      const back = await connect(server.baseUrl, { token: bob.jwt });
      server.track(back);
      const sync = await back.timeout(5000).emitWithAck('sync', { code: start.code });
      expect(sync).toMatchObject({ ok: true, state: { gameOver: true, player: null, version: 1 } });
      expect(sync.ok && sync.state.score.map((entry: { score: number }) => entry.score)).toEqual([0, 100]);
      expect(sync.ok && sync.online).toEqual([alice.id, bob.id]);
      const current = await server.http().get('/api/game/current-state').set(bob.auth).expect(200);
      expect(current.body).toMatchObject({ code: start.code, gameOver: true });
      expect(await alice.socket.timeout(5000).emitWithAck('leave', { code: start.code })).toEqual({
        ok: false,
        error: 'The game is already over',
      });
    });

    it('lets a game with enough players go on without the leaver (no hook: game-kit’s default)', async () => {
      const [ann, ben, cat] = [await player(), await player(), await player()];
      const { code } = await create(ann, COUNT);
      await post(ben, '/api/game/join', { game: COUNT, code }).expect(200);
      await post(cat, '/api/game/join', { game: COUNT, code }).expect(200);
      await post(ann, '/api/game/start', { game: COUNT, code, overrideStart: true }).expect(200);
      const gone = nextPresence(ben.socket, code, (online) => online.length === 2);
      const seen = nextState(ben.socket, 'emit-state', (state) => state.version === 1);
      await leave(ann, code).expect(200);
      const after = await seen;
      expect(after).toMatchObject({ gameOver: false, player: { id: ben.id }, state: { said: 0 } });
      expect(after.score).toHaveLength(3); // the leaver keeps their entry
      expect((await gone).online).toEqual([ben.id, cat.id]);
      // The leaver still sees the game the others play on (to its result), without it holding them.
      const watched = await server.http().get('/api/game/current-state').set(ann.auth).expect(200);
      expect(watched.body).toMatchObject({ code, gameOver: false, forfeited: { players: [ann.id], endedGame: false } });
      await server.http().get('/api/game/current-state').set(ben.auth).expect(200);
      expect(await act(ann.socket, { code, version: 1, action: { say: 1 } })).toEqual({
        ok: false,
        error: 'You left this game',
      });
      expect(await act(ben.socket, { code, version: 1, action: { say: 1 } })).toEqual({ ok: true, version: 2 });
      expect((await leave(ann, code)).body).toEqual({ message: 'Inactive code', status: 404 });
      await create(ann);
    });
  });

  it('refuses unknown codes, games the caller is not in and bad bodies, changing nothing', async () => {
    const { alice, start } = await startedTtt();
    const carol = await player();
    expect((await leave(carol, start.code)).body).toEqual({ message: 'Inactive code', status: 404 });
    expect((await leave(carol, 'ZZZZ')).body).toEqual({ message: 'Inactive code', status: 404 });
    expect((await leave(alice, 'ZZ')).body).toMatchObject({ status: 400 });
    expect((await post(alice, '/api/game/leave', { code: start.code, extra: 1 })).body).toMatchObject({ status: 400 });
    await server.http().post('/api/game/leave').send({ code: start.code }).expect(401);
    expect(await carol.socket.timeout(5000).emitWithAck('leave', { code: 'nope!' } as never)).toMatchObject({
      ok: false,
    });
    expect((await server.http().get('/api/game/current-state').set(alice.auth).expect(200)).body).toMatchObject({
      version: 0,
      gameOver: false,
    });
  });

  describe('presence', () => {
    it('tells the room when a seated player connects and disconnects, and answers sync and presence requests', async () => {
      const { alice, bob, start } = await startedTtt();
      const both = await alice.socket.timeout(5000).emitWithAck('presence', { code: start.code.toLowerCase() });
      expect(both).toEqual({ ok: true, code: start.code, online: [alice.id, bob.id] });

      const bobGone = nextPresence(alice.socket, start.code, (online) => !online.includes(bob.id));
      bob.socket.close();
      expect((await bobGone).online).toEqual([alice.id]);

      const bobBack = nextPresence(alice.socket, start.code, (online) => online.includes(bob.id));
      const back = await connect(server.baseUrl, { token: bob.jwt });
      server.track(back);
      expect((await bobBack).online).toEqual([alice.id, bob.id]);
      const sync = await back.timeout(5000).emitWithAck('sync', { code: start.code });
      expect(sync).toMatchObject({ ok: true, state: { version: 0 }, online: [alice.id, bob.id] });

      // A second tab keeps Bob online when the first one closes.
      const second = await connect(server.baseUrl, { token: bob.jwt });
      server.track(second);
      const stillThere = nextPresence(alice.socket, start.code, () => true);
      back.close();
      expect((await stillThere).online).toEqual([alice.id, bob.id]);

      const carol = await player();
      expect(await carol.socket.timeout(5000).emitWithAck('presence', { code: start.code })).toEqual({
        ok: false,
        error: 'Unknown game',
      });
    });

    it('tells the waiting room who joined', async () => {
      const [ann, ben] = [await player(), await player()];
      const { code } = await create(ann, COUNT);
      const joined = nextPresence(ann.socket, code, (online) => online.length === 2);
      await post(ben, '/api/game/join', { game: COUNT, code }).expect(200);
      expect((await joined).online).toEqual([ann.id, ben.id]);
    });
  });
});
