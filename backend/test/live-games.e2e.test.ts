import type { GameState } from '@tabletop/game-kit';
import type { InviteLookup, LiveGames } from '@tabletop/protocol';
import { NO_OPEN_GAME_MESSAGE } from '@tabletop/protocol';
import { LIVE_GAMES_FRESH_MS } from '../src/spectate/live-games.service';
import { nextState, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const GUEST_DISPLAY = /^Guest [0-9A-F]{4}$/;

describe('live games and invite links', () => {
  // Only the last test fails lookups: two misses, then the third is refused.
  const server = useTestServer({ LOOKUP_FAILURE_LIMIT: '2/60s' });
  const http = server.http;
  const post = (who: Guest, path: string, body: object) => http().post(path).set(who.auth).send(body);
  const live = async (who: Guest): Promise<LiveGames> =>
    (await http().get('/api/game/live').set(who.auth).expect(200)).body;
  const invite = (who: Guest, code: string) => http().get(`/api/game/invite/${code}`).set(who.auth);

  /** Alice creates a game (listed or not) and Bob joins it, which starts it. */
  async function started(listed: boolean) {
    const [alice, bob] = [await server.player(), await server.player()];
    const created: GameState = (await post(alice, '/api/game/create', { game: TTT, listed }).expect(200)).body;
    const starting = nextState(alice.socket, 'startGame');
    await post(bob, '/api/game/join', { game: TTT, code: created.code }).expect(200);
    await starting;
    return { alice, bob, code: created.code };
  }

  /** The live list as `who` reads it once the list read before has gone stale, within a bounded wait. */
  async function liveUntil(who: Guest, done: (list: LiveGames) => boolean): Promise<LiveGames> {
    let list = await live(who);
    for (let tries = 0; tries < 10 && !done(list); tries++) {
      await new Promise((resolve) => setTimeout(resolve, LIVE_GAMES_FRESH_MS / 2));
      list = await live(who);
    }
    return list;
  }

  it('lists public games being played, newest first, with their players and watchers; never a private one', async () => {
    const hidden = await started(false);
    const shown = await started(true);
    const carol = await server.player();
    const list = await liveUntil(carol, (read) => read.games.some((game) => game.code === shown.code));
    const entry = list.games.find((game) => game.code === shown.code);
    expect(entry).toMatchObject({ game: TTT, watchers: 0, moves: 0 });
    expect(entry?.players).toHaveLength(2);
    entry?.players.forEach((name) => expect(name).toMatch(GUEST_DISPLAY));
    expect(list.games.some((game) => game.code === hidden.code)).toBe(false);

    expect(await carol.socket.timeout(5000).emitWithAck('watch', { code: shown.code })).toMatchObject({ ok: true });
    const watched = await liveUntil(carol, (read) =>
      read.games.some((game) => game.code === shown.code && game.watchers === 1),
    );
    expect(watched.games.find((game) => game.code === shown.code)?.watchers).toBe(1);
  });

  it('drops a game from the list once it is over', async () => {
    const { alice, code } = await started(true);
    await liveUntil(alice, (read) => read.games.some((game) => game.code === code));
    await post(alice, '/api/game/leave', { code }).expect(200);
    const list = await liveUntil(alice, (read) => !read.games.some((game) => game.code === code));
    expect(list.games.some((game) => game.code === code)).toBe(false);
  });

  it('leads an invite code to a table to join, then to a game to watch, and a seat to its own game', async () => {
    const [alice, bob, carol] = [await server.player(), await server.player(), await server.player()];
    const created: GameState = (await post(alice, '/api/game/create', { game: TTT }).expect(200)).body;
    const waiting: InviteLookup = (await invite(carol, created.code).expect(200)).body;
    expect(waiting).toMatchObject({ status: 'waiting', game: TTT, code: created.code, seated: 1 });
    expect(waiting.status === 'waiting' && waiting.host).toMatch(GUEST_DISPLAY);

    await post(bob, '/api/game/join', { game: TTT, code: created.code.toLowerCase() }).expect(200);
    expect((await invite(carol, created.code.toLowerCase()).expect(200)).body).toEqual({
      status: 'playing',
      game: TTT,
      code: created.code,
    });
    expect((await invite(bob, created.code).expect(200)).body).toMatchObject({ status: 'seated' });
  });

  it('answers an unknown code and a finished game alike, and counts each as a failed lookup', async () => {
    const { alice, code } = await started(false);
    await post(alice, '/api/game/leave', { code }).expect(200);
    const carol = await server.player();
    const unknown = await invite(carol, 'ZZ9Z').expect(404);
    const finished = await invite(carol, code).expect(404);
    expect(unknown.body).toEqual({ message: NO_OPEN_GAME_MESSAGE, status: 404 });
    expect(finished.body).toEqual(unknown.body);
    await invite(carol, code).expect(429);
  });
});
