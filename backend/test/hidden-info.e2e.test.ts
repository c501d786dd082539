import { nextInt, seedRandom, viewState, type GameState, type RandomState } from '@tabletop/game-kit';
import { applyStatePatch, type StatePatch } from '@tabletop/protocol';
import { game as football, type WinzardAction, type WinzardState } from '@tabletop/winzard-football/rules';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { act, connect, guest, nextState, startServer, type ClientSocket, type Guest } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';
import { toGameState, type StoredGame } from '../src/match/game-state';

const GAME = 'winzards/football';
const GAMES = 8;
const ACTIONS_PER_GAME = 60;
/** Every this many actions, each player also asks for the state in every other way a client can. */
const ASK_EVERY = 7;

/** Every incoming Socket.IO packet of a connection (events and acknowledgements alike), as the client decoded it. */
function framesOf(socket: ClientSocket): unknown[] {
  const frames: unknown[] = [];
  socket.io.on('packet', (packet: { data?: unknown }) => frames.push(packet.data));
  return frames;
}

/** Every object key and every number in a JSON value, at any depth; and every array of numbers. */
function walk(
  value: unknown,
  found = { keys: new Set<string>(), numbers: new Set<number>(), arrays: [] as number[][] },
) {
  if (typeof value === 'number') found.numbers.add(value);
  else if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'number')) found.arrays.push(value as number[]);
    value.forEach((item) => walk(item, found));
  } else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      found.keys.add(key);
      walk(child, found);
    }
  return found;
}

/** A connection of a player, and the state it holds, kept up to date from what it is sent. */
interface Seat {
  player: Guest;
  socket: ClientSocket;
  patches: boolean;
  held?: GameState;
}

function follow(seat: Seat): void {
  seat.socket.on('startGame', (state) => (seat.held = state));
  seat.socket.on('emit-state', (state) => (seat.held = state));
  seat.socket.on('state-patch', ({ code: _code, ...patch }) => (seat.held = applyStatePatch(seat.held!, patch)));
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Where the games are played: Alice on `one`, Bob on `two` (the same server, or two instances sharing Redis). */
interface Setting {
  servers(): [Server, Server];
  track(...sockets: ClientSocket[]): void;
  db(): Client;
}

async function fullState(db: Client, code: string): Promise<GameState<WinzardState>> {
  const { rows } = await db.query<StoredGame>(
    "SELECT * FROM games WHERE code = $1 AND status <> 'waiting' ORDER BY id DESC LIMIT 1",
    [code],
  );
  return toGameState(rows[0]) as GameState<WinzardState>;
}

const seen = (state: GameState, viewer: number | null) => viewState(football, state, viewer);

/**
 * Random Winzard games, each from a fresh random seed, played through real sockets of both kinds; every frame and HTTP
 * answer the players receive is kept and checked: each connection holds exactly its view, which does not change with
 * the pile's order or the generator, and nothing received names the pile or the generator.
 */
async function playRandomGames(env: Setting, games: number, actionsPerGame: number) {
  const [one, two] = env.servers();
  const fullStateOf = (code: string) => fullState(env.db(), code);

  const runSeed = process.env.HIDDEN_INFO_SEED ?? randomBytes(4).toString('hex');
  let random: RandomState = seedRandom(runSeed);
  const pick = <T>(items: T[]): T => {
    let index: number;
    [index, random] = nextInt(random, items.length);
    return items[index];
  };
  const frames: unknown[][] = [];
  const answers: unknown[] = [];
  const generators: number[] = [];
  let draws = 0;

  for (let g = 0; g < games; g++) {
    const [alice, bob] = await Promise.all([guest(one.baseUrl), guest(two.baseUrl)]);
    const serverOf = (player: Guest) => (player === alice ? one : two);
    // Each player with a connection that asked for patches and one that did not.
    const seats: Seat[] = [];
    for (const player of [alice, bob])
      for (const patches of [true, false])
        seats.push({
          player,
          patches,
          socket: await connect(serverOf(player).baseUrl, { token: player.jwt, patches }),
        });
    env.track(...seats.map((seat) => seat.socket));
    frames.push(...seats.map((seat) => framesOf(seat.socket)));
    seats.forEach(follow);
    const created = await one.http().post('/api/game/create').set(alice.auth).send({ game: GAME }).expect(200);
    const code = created.body.code as string;
    const started = Promise.all(seats.map((seat) => nextState(seat.socket, 'startGame')));
    const joined = await two.http().post('/api/game/join').set(bob.auth).send({ game: GAME, code }).expect(200);
    await started;
    answers.push(created.body, joined.body);
    expect(joined.body).toEqual(seen(await fullStateOf(code), bob.id));

    for (let version = 0; version < actionsPerGame; version++) {
      const full = await fullStateOf(code);
      if (full.gameOver) break;
      generators.push(...full.state.random);
      const pile = full.state.drawValues;
      // Before the draw: what each connection holds is exactly its view, and that view is the same whatever the pile's
      // order and the generator: nothing in it tells the next card.
      for (const seat of seats) {
        expect(seat.held).toEqual(seen(full, seat.player.id));
        const shuffled = { ...full, state: { ...full.state, drawValues: [...pile].reverse(), random: [1, 2, 3, 4] } };
        expect(seat.held).toEqual(seen(shuffled as GameState, seat.player.id));
        // A pile of two may equal a two-cell shot path by chance; three or more values in the pile's order may not.
        if (pile.length > 2) expect(walk(seat.held).arrays).not.toContainEqual(pile);
      }
      const mover = full.player!.id;
      const moverSeats = seats.filter((seat) => seat.player.id === mover);
      const from = pick(moverSeats);
      // The mover chooses from the view it holds, as a board does.
      const legal = football.legalActions(from.held as GameState<WinzardState>, mover);
      const draw = legal.find((action) => action.type === 'draw');
      const action: WinzardAction = draw && pick([true, true, false]) ? draw : pick(legal);
      if (action.type === 'draw') draws++;
      const everyone = Promise.all(
        seats.map((seat) =>
          seat === from && seat.patches
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                const check = () => (seat.held?.version === version + 1 ? resolve() : setTimeout(check, 2));
                check();
              }),
        ),
      );
      const ack = await act(from.socket, { code, version, action });
      expect(ack).toMatchObject({ ok: true, version: version + 1 });
      if (from.patches && ack.ok) from.held = applyStatePatch(from.held!, ack.patch as StatePatch);
      await everyone;

      if (version % ASK_EVERY === 0) {
        const now = await fullStateOf(code);
        for (const seat of seats) {
          const id = seat.player.id;
          const sync = await seat.socket.timeout(5000).emitWithAck('sync', { code });
          const since = await seat.socket.timeout(5000).emitWithAck('sync', { code, since: version });
          const stale = await act(seat.socket, { code, version, action: { type: 'skipShot' } });
          const current = await serverOf(seat.player)
            .http()
            .get('/api/game/current-state')
            .set(seat.player.auth)
            .expect(200);
          expect(sync).toMatchObject({ ok: true, state: seen(now, id) });
          expect(since).toMatchObject({ ok: true, state: seen(now, id) });
          expect(stale).toMatchObject({ ok: false, state: seen(now, id) });
          expect(current.body).toEqual(seen(now, id));
          answers.push(current.body);
        }
      }
    }
    // Leaving: the forfeit's broadcast goes out as views too. A game that ended in its random moves (three goals, now
    // and then, with draws this frequent) is refused as over instead.
    const over = (await fullStateOf(code)).gameOver;
    await one
      .http()
      .post('/api/game/leave')
      .set(alice.auth)
      .send({ code })
      .expect(over ? 409 : 200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    seats.forEach((seat) => seat.socket.close());
  }

  const received = walk([frames, answers]);
  expect(received.keys.has('drawValues')).toBe(false);
  expect(received.keys.has('random')).toBe(false);
  expect(received.keys.has('pileSize')).toBe(true);
  // The generator's state is four 32-bit numbers: none of them reached any client.
  expect(generators.filter((number) => number > 0xffff && received.numbers.has(number))).toEqual([]);
  expect(frames.flat().length).toBeGreaterThan(games * 4 * 10);
  expect(draws).toBeGreaterThan(games);
  console.log(`hidden-info run seed ${runSeed}: ${games} games, ${draws} draws, ${frames.flat().length} frames`);
}

/** A database connection of the test's own, closed before the test's database is dropped. */
function useDb(databaseUrl: () => string) {
  let db: Client | undefined;
  // Jest runs afterAll hooks in the order they were added: register this one before the servers'.
  afterAll(() => db?.end());
  return {
    connect: async () => {
      db = new Client({ connectionString: databaseUrl() });
      db.on('error', () => undefined);
      await db.connect();
    },
    get: () => db!,
  };
}

describe('Hidden information never leaves the server (Winzard Football, random games over random seeds)', () => {
  let url = '';
  const db = useDb(() => url);
  const test = useTestServer();
  beforeAll(async () => {
    url = test.databaseUrl();
    await db.connect();
  });

  it('sends every seat only its view: no pile, no generator, whatever it asks and however it is sent', async () => {
    const env = { servers: () => [test.server, test.server] as [Server, Server], track: test.track, db: db.get };
    await playRandomGames(env, GAMES, ACTIONS_PER_GAME);
  }, 240_000);

  it('takes no proposed state of a game with hidden information over emit-state: 400, and the game does not move', async () => {
    const [alice, bob] = [await guest(test.server.baseUrl), await guest(test.server.baseUrl)];
    const created = await test.server.http().post('/api/game/create').set(alice.auth).send({ game: GAME }).expect(200);
    const code = created.body.code as string;
    await test.server.http().post('/api/game/join').set(bob.auth).send({ game: GAME, code }).expect(200);
    const before = await fullState(db.get(), code);
    const mover = before.player!.id === alice.id ? alice : bob;
    // The true next state of a legal action, as only the server could compute it, and the mover's view of it.
    const [action] = football.legalActions(before, mover.id);
    const result = football.apply(before, mover.id, action);
    if (!result.ok) throw new Error(result.error.message);
    const next = { ...result.match, code, version: before.version + 1 };
    for (const proposed of [next, seen(next, mover.id)]) {
      const answer = await test.server.http().post('/api/game/emit-state').set(mover.auth).send(proposed).expect(400);
      expect(answer.body).toEqual({
        message: 'This game has hidden information: send moves as actions, not states',
        status: 400,
      });
    }
    expect(await fullState(db.get(), code)).toEqual(before);
  });
});

describe('Hidden information across two instances (Redis): each seat its view, wherever it is connected', () => {
  let url = '';
  const db = useDb(() => url);
  const test = useTwoInstances();
  beforeAll(async () => {
    url = test.databaseUrl();
    await db.connect();
  });

  it('sends every seat only its view when the players sit on different instances', async () => {
    const env = { servers: () => [test.one, test.two] as [Server, Server], track: test.track, db: db.get };
    await playRandomGames(env, 2, ACTIONS_PER_GAME);
  }, 120_000);
});
