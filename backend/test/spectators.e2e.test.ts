import { viewState, type GameState } from '@tabletop/game-kit';
import { applyStatePatch, type ServerToClientEvents, type WatchAck, type WatcherCount } from '@tabletop/protocol';
import { game as football, type WinzardState } from '@tabletop/winzard-football/rules';
import { querySql } from './support/database';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { toGameState, type StoredGame } from '../src/match/game-state';
import { useTestServer, useTwoInstances } from './support/test-server';
import { game as ttt, type TttMove } from './support/play';

const TTT = 'super_tic_tac_toe';
const FOOTBALL = 'winzards/football';

type Person = Guest & { socket: ClientSocket };
type Http = () => ReturnType<ReturnType<typeof useTestServer>['http']>;

/** The next `event` whose payload passes `filter`, within a bounded time. */
function next<E extends 'watchers' | 'state-patch' | 'emit-state' | 'presence'>(
  socket: ClientSocket,
  event: E,
  filter: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!filter(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

const watch = (socket: ClientSocket, code: string): Promise<WatchAck> =>
  socket.timeout(5000).emitWithAck('watch', { code });

const counted = (code: string, count: number) => (push: WatcherCount) => push.code === code && push.count === count;

/** A spectator's connection and the state it holds, kept from its watch answer and the pushes it is sent. */
function follow(socket: ClientSocket, code: string) {
  const held: { state?: GameState; pushes: number } = { pushes: 0 };
  socket.on('emit-state', (state) => {
    if (state.code !== code) return;
    held.state = state;
    held.pushes++;
  });
  socket.on('state-patch', ({ code: pushed, ...patch }) => {
    if (pushed !== code) return;
    held.state = applyStatePatch(held.state!, patch);
    held.pushes++;
  });
  return held;
}

async function untilVersion(held: { state?: GameState }, version: number) {
  for (let tries = 0; tries < 500 && held.state?.version !== version; tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(held.state?.version).toBe(version);
}

/** Alice creates a game of `url` and Bob joins it, which starts it; both have sockets (of either kind). */
async function startedGame(
  http: [Http, Http],
  people: [Person, Person],
  url: string,
): Promise<{ code: string; start: GameState }> {
  const [alice, bob] = people;
  const created = await http[0]().post('/api/game/create').set(alice.auth).send({ game: url }).expect(200);
  const code = created.body.code as string;
  const starting = nextState(alice.socket, 'startGame');
  await http[1]().post('/api/game/join').set(bob.auth).send({ game: url, code }).expect(200);
  return { code, start: await starting };
}

async function fullState(databaseUrl: string, code: string): Promise<GameState & { id: number }> {
  const [row] = await querySql<StoredGame>(
    databaseUrl,
    "SELECT * FROM games WHERE code = $1 AND status <> 'waiting' ORDER BY id DESC LIMIT 1",
    [code],
  );
  return { ...toGameState(row), id: row.id };
}

/** The first legal move of whoever is to move, from the socket of that player. */
async function playOne(databaseUrl: string, code: string, players: Person[]) {
  const full = await fullState(databaseUrl, code);
  const mover = players.find((person) => person.id === full.player!.id)!;
  const [action] = ttt.legalActions(full as never, mover.id) as TttMove[];
  expect(await act(mover.socket, { code, version: full.version, action })).toMatchObject({ ok: true });
  return full.version + 1;
}

describe('Spectators on one server', () => {
  const server = useTestServer();
  const person = () => server.player();
  const personWith = async (patches: boolean): Promise<Person> => {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt, patches });
    server.track(socket);
    return { ...who, socket };
  };
  const http = server.http;

  it('watches a running game live from its state, gets every move, and the players hear how many watch', async () => {
    const [alice, bob, carol] = [await person(), await person(), await personWith(true)];
    const { code, start } = await startedGame([http, http], [alice, bob], TTT);
    const heard = Promise.all([alice, bob].map((player) => next(player.socket, 'watchers', counted(code, 1))));
    const online = next(carol.socket, 'presence');

    const ack = await watch(carol.socket, code);
    expect(ack).toEqual({ ok: true, state: start, watchers: 1 });
    await heard;
    // Who of the players is connected (the spectator is no player).
    expect(await online).toEqual({ code, online: [alice.id, bob.id] });

    const held = follow(carol.socket, code);
    held.state = ack.ok ? ack.state : undefined;
    for (let move = 1; move <= 3; move++) {
      const version = await playOne(server.databaseUrl(), code, [alice, bob]);
      await untilVersion(held, version);
      const { id: _id, ...now } = await fullState(server.databaseUrl(), code);
      expect(held.state).toEqual(now);
    }
    expect(held.pushes).toBe(3);
  });

  it('refuses a spectator who tries to move, and the game does not change', async () => {
    const [alice, bob, carol] = [await person(), await person(), await person()];
    const { code } = await startedGame([http, http], [alice, bob], TTT);
    const ack = await watch(carol.socket, code);
    expect(ack.ok).toBe(true);
    const before = await fullState(server.databaseUrl(), code);
    const { id: _id, ...state } = before;
    const [action] = ttt.legalActions(before as never, before.player!.id);
    for (const id of [undefined, 'spectator-move'])
      expect(await act(carol.socket, { code, version: before.version, action, ...(id ? { id } : {}) })).toEqual({
        ok: false,
        error: 'Unknown game',
      });
    // Nor by a whole state, nor by leaving it as if seated.
    await http()
      .post('/api/game/emit-state')
      .set(carol.auth)
      .send({ ...state, version: before.version + 1 })
      .expect(404);
    expect(await carol.socket.timeout(5000).emitWithAck('leave', { code })).toMatchObject({ ok: false });
    expect(await fullState(server.databaseUrl(), code)).toEqual(before);
    const seats = await server.sql<{ user_id: number }>(
      'SELECT user_id FROM game_players WHERE game_id = $1 ORDER BY seat',
      [before.id],
    );
    expect(seats.map((seat) => seat.user_id)).toEqual([alice.id, bob.id]);
  });

  it('refuses seated players, waiting games, unknown codes and a finished private game', async () => {
    const [alice, bob, carol, dave] = [await person(), await person(), await person(), await person()];
    const { code } = await startedGame([http, http], [alice, bob], TTT);
    for (const seated of [alice, bob])
      expect(await watch(seated.socket, code)).toEqual({ ok: false, error: 'You play in this game' });

    const waiting = (await http().post('/api/game/create').set(dave.auth).send({ game: TTT }).expect(200)).body;
    expect(await watch(carol.socket, waiting.code)).toEqual({ ok: false, error: 'The game has not started' });
    const unused = ['ZZZZ', 'YYYY', 'XXXX'].find((candidate) => candidate !== code && candidate !== waiting.code)!;
    expect(await watch(carol.socket, unused)).toEqual({ ok: false, error: 'Unknown game' });
    expect(await watch(carol.socket, 'not a code')).toMatchObject({ ok: false });
    expect(await carol.socket.timeout(5000).emitWithAck('watch', {} as never)).toMatchObject({ ok: false });

    await http().post('/api/game/leave').set(alice.auth).send({ code }).expect(200);
    // A private game's replay is its seats' only: the link leads to none (a public game's leads to its replay).
    expect(await watch(carol.socket, code)).toEqual({ ok: false, error: 'Game over' });
    // A seated player's own finished game is theirs, not a replay to be sent to.
    expect(await watch(bob.socket, code)).toEqual({ ok: false, error: 'You play in this game' });
  });

  it('never blocks the end: a watched game ends, and its spectators see the end', async () => {
    const [alice, bob, carol] = [await person(), await person(), await person()];
    const { code } = await startedGame([http, http], [alice, bob], TTT);
    expect((await watch(carol.socket, code)).ok).toBe(true);
    const ending = nextState(carol.socket, 'emit-state', (state) => state.gameOver);
    await http().post('/api/game/leave').set(bob.auth).send({ code }).expect(200);
    const last = await ending;
    expect(last.forfeited).toEqual({ players: [bob.id], endedGame: true });
    expect((await http().get('/api/game/current-state').set(alice.auth).expect(200)).body.gameOver).toBe(true);
  });

  it('counts people, not connections, and tells the players when they come and go', async () => {
    const [alice, bob, carol, dave] = [await person(), await person(), await person(), await person()];
    const { code } = await startedGame([http, http], [alice, bob], TTT);
    const carolAgain = await connect(server.baseUrl, { token: carol.jwt });
    server.track(carolAgain);

    expect(await watch(carol.socket, code)).toMatchObject({ ok: true, watchers: 1 });
    expect(await watch(carolAgain, code)).toMatchObject({ ok: true, watchers: 1 });
    const two = next(alice.socket, 'watchers', counted(code, 2));
    expect(await watch(dave.socket, code)).toMatchObject({ ok: true, watchers: 2 });
    await two;
    // The presence answer carries the count for a page opened after the pushes; it still lists only the seats.
    expect(await alice.socket.timeout(5000).emitWithAck('presence', { code })).toEqual({
      ok: true,
      code,
      online: [alice.id, bob.id],
      watchers: 2,
    });

    const one = next(bob.socket, 'watchers', counted(code, 1));
    dave.socket.close();
    await one;
    expect(await carol.socket.timeout(5000).emitWithAck('unwatch', { code })).toEqual({ ok: true });
    // Carol's other tab still watches.
    expect(await alice.socket.timeout(5000).emitWithAck('presence', { code })).toMatchObject({ watchers: 1 });
    const none = next(alice.socket, 'watchers', counted(code, 0));
    expect(await carolAgain.timeout(5000).emitWithAck('unwatch', { code })).toEqual({ ok: true });
    await none;
    // An unwatched connection is sent no more moves (a player's, sent by the same emit, shows the move went out).
    let pushed = 0;
    carolAgain.on('emit-state', () => pushed++);
    const moved = nextState(alice.socket, 'emit-state');
    await playOne(server.databaseUrl(), code, [alice, bob]);
    await moved;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pushed).toBe(0);
  });

  it('shows spectators of Winzard Football only the public view, on watching and in every push', async () => {
    const [alice, bob] = [await personWith(true), await personWith(false)];
    const watchers = [await personWith(true), await personWith(false)];
    const { code } = await startedGame([http, http], [alice, bob], FOOTBALL);
    const frames: unknown[] = [];
    watchers.forEach((watcher) => watcher.socket.io.on('packet', (packet: { data?: unknown }) => frames.push(packet)));
    const held = watchers.map((watcher) => follow(watcher.socket, code));
    for (const [index, watcher] of watchers.entries()) {
      const ack = await watch(watcher.socket, code);
      if (!ack.ok) throw new Error(ack.error);
      held[index].state = ack.state;
    }
    const publicView = async () => {
      const { id: _id, ...full } = await fullState(server.databaseUrl(), code);
      return viewState(football, full, null);
    };
    for (const one of held) expect(one.state).toEqual(await publicView());

    let draws = 0;
    for (let move = 0; move < 30; move++) {
      const full = (await fullState(server.databaseUrl(), code)) as GameState<WinzardState> & { id: number };
      if (full.gameOver) break;
      const mover = [alice, bob].find((player) => player.id === full.player!.id)!;
      const legal = football.legalActions(full, mover.id);
      const action = legal.find((candidate) => candidate.type === 'draw') ?? legal[move % legal.length];
      if (action.type === 'draw') draws++;
      expect(await act(mover.socket, { code, version: full.version, action })).toMatchObject({ ok: true });
      for (const one of held) await untilVersion(one, full.version + 1);
      const shown = await publicView();
      for (const one of held) expect(one.state).toEqual(shown);
    }
    expect(draws).toBeGreaterThan(0);
    expect(JSON.stringify(frames)).not.toContain('drawValues');
    expect(JSON.stringify(frames)).not.toContain('"random"');
  });
});

describe('Watching is rate limited like invite-code guesses', () => {
  const server = useTestServer({ LOOKUP_FAILURE_LIMIT: '3/60s' });

  it('refuses every watch, even of a running game, once a user missed too many codes', async () => {
    const [alice, bob, mallory] = [await server.player(), await server.player(), await server.player()];
    const { code } = await startedGame([server.http, server.http], [alice, bob], TTT);
    const misses = ['ZZZZ', 'ZZZY', 'ZZZX'].filter((candidate) => candidate !== code);
    for (const miss of misses.slice(0, 3))
      expect(await watch(mallory.socket, miss)).toEqual({ ok: false, error: 'Unknown game' });
    const locked = await watch(mallory.socket, code);
    expect(locked).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Too many attempts, try again in \d+ s$/),
    });
    // Nobody watches.
    expect(await alice.socket.timeout(5000).emitWithAck('presence', { code })).toEqual({
      ok: true,
      code,
      online: [alice.id, bob.id],
    });
  });
});

describe('Spectators across two instances', () => {
  const instances = useTwoInstances();

  async function personOn(which: 'one' | 'two'): Promise<Person> {
    const { baseUrl } = instances[which];
    const who = await guest(baseUrl);
    const socket = await connect(baseUrl, { token: who.jwt, patches: true });
    instances.track(socket);
    return { ...who, socket };
  }

  it('counts watchers on every instance and sends each of them every move', async () => {
    const [alice, bob] = [await personOn('one'), await personOn('two')];
    const [carol, dave] = [await personOn('two'), await personOn('one')];
    const http: [Http, Http] = [() => instances.one.http(), () => instances.two.http()];
    const { code } = await startedGame(http, [alice, bob], TTT);

    const heardOne = Promise.all([alice, bob].map((player) => next(player.socket, 'watchers', counted(code, 1))));
    expect(await watch(carol.socket, code)).toMatchObject({ ok: true, watchers: 1 });
    await heardOne;
    const heardTwo = Promise.all([alice, bob].map((player) => next(player.socket, 'watchers', counted(code, 2))));
    const ack = await watch(dave.socket, code);
    expect(ack).toMatchObject({ ok: true, watchers: 2 });
    await heardTwo;

    const held = [follow(carol.socket, code), follow(dave.socket, code)];
    for (const one of held) one.state = ack.ok ? ack.state : undefined;
    const version = await playOne(instances.databaseUrl(), code, [alice, bob]);
    for (const one of held) await untilVersion(one, version);
    const { id: _id, ...now } = await fullState(instances.databaseUrl(), code);
    for (const one of held) expect(one.state).toEqual(now);

    const heardBack = Promise.all([alice, bob].map((player) => next(player.socket, 'watchers', counted(code, 1))));
    carol.socket.close();
    await heardBack;
  });
});
