import type { GameState, Match } from '@tabletop/game-kit';
import type { HistoryPage, MovesPage, Replay, WatchAck } from '@tabletop/protocol';
import { game as ttt } from '@tabletop/super-tic-tac-toe/rules';
import { register } from './support/auth';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

type Person = Guest & { socket: ClientSocket };

const TTT = 'super_tic_tac_toe';
const FOOTBALL = 'winzards/football';
const UNKNOWN = { message: 'Unknown game', status: 404 };
/** A game id no game has. */
const NO_GAME = 2147483647;

/**
 * Who may see what (docs/privacy.md): a public game is anyone's to watch, replay and find on its players' profiles; a
 * private game or one against the computer only its seats', anyone else being answered as for an unknown id.
 */
function gamesOf(server: ReturnType<typeof useTestServer>) {
  const post = (who: Guest, path: string, body: object) => server.http().post(path).set(who.auth).send(body);
  const get = (who: Guest, path: string) => server.http().get(path).set(who.auth);

  async function person(who?: Guest): Promise<Person> {
    const user = who ?? (await guest(server.baseUrl));
    const socket = await connect(server.baseUrl, { token: user.jwt });
    server.track(socket);
    return { ...user, socket };
  }

  async function stored(code: string): Promise<{ id: number; version: number; match: Match<unknown> }> {
    const [row] = await server.sql<{ id: number; version: number; match: Match<unknown> }>(
      'SELECT id, version, match FROM games WHERE code = $1 ORDER BY id DESC LIMIT 1',
      [code],
    );
    return row;
  }

  /** `host` opens a table of `url` (public when `listed`) and `joiner` takes the other seat, which starts it. */
  async function started(url: string, host: Person, joiner: Person, listed = false): Promise<string> {
    const { code } = (await post(host, '/api/game/create', { game: url, listed }).expect(200)).body as GameState;
    const starting = nextState(host.socket, 'startGame');
    await post(joiner, '/api/game/join', { game: url, code }).expect(200);
    await starting;
    return code;
  }

  /** `count` Super Tic-Tac-Toe moves, each the first legal one of whoever is to move. */
  async function play(code: string, seats: Person[], count: number): Promise<void> {
    for (let move = 0; move < count; move++) {
      const { version, match } = await stored(code);
      const mover = seats.find((seat) => seat.id === match.player!.id)!;
      const [action] = ttt.legalActions(match as never, mover.id);
      expect(await act(mover.socket, { code, version, action })).toMatchObject({ ok: true });
    }
  }

  /** `leaver` leaves the game; with one seat left it is over. Answers the game's id. */
  async function leave(leaver: Person, code: string): Promise<number> {
    await post(leaver, '/api/game/leave', { code }).expect(200);
    return (await stored(code)).id;
  }

  return { post, get, person, stored, started, play, leave };
}

describe('who may see what', () => {
  const server = useTestServer();
  const { post, get, person, started, play, leave, stored } = gamesOf(server);

  /** Eve (registered) played Fay privately, Gus at a public table and the computer, and plays Fay privately now. */
  let eve: Person, fay: Person, gus: Person, hal: Person;
  const games = { privateOver: 0, listedOver: 0, computerOver: 0, privateRunning: 0 };
  const codes = { privateOver: '', listedOver: '', computerOver: '', privateRunning: '' };

  beforeAll(async () => {
    eve = await person(await register(server.baseUrl, 'EvePrivacy', 'a long password'));
    [fay, gus, hal] = [await person(), await person(), await person()];

    codes.privateOver = await started(TTT, eve, fay);
    await play(codes.privateOver, [eve, fay], 2);
    games.privateOver = await leave(eve, codes.privateOver);

    codes.listedOver = await started(TTT, eve, gus, true);
    await play(codes.listedOver, [eve, gus], 2);
    games.listedOver = await leave(gus, codes.listedOver);

    const computer = (await post(eve, '/api/game/computer', { game: TTT, level: 'easy' }).expect(200)).body;
    codes.computerOver = (computer as GameState).code;
    games.computerOver = await leave(eve, codes.computerOver);

    codes.privateRunning = await started(TTT, fay, eve);
    await play(codes.privateRunning, [eve, fay], 3);
    games.privateRunning = (await stored(codes.privateRunning)).id;
  }, 60_000);

  describe('replays', () => {
    it('replays a private game and a game against the computer to their seats only', async () => {
      for (const seat of [eve, fay])
        expect(((await get(seat, `/api/replays/${games.privateOver}`).expect(200)).body as Replay).id).toBe(
          games.privateOver,
        );
      expect(((await get(eve, `/api/replays/${games.computerOver}`).expect(200)).body as Replay).id).toBe(
        games.computerOver,
      );
      // Anyone else is answered exactly as for an id no game has.
      expect((await get(hal, `/api/replays/${NO_GAME}`).expect(404)).body).toEqual(UNKNOWN);
      for (const id of [games.privateOver, games.computerOver])
        expect((await get(hal, `/api/replays/${id}`).expect(404)).body).toEqual(UNKNOWN);
      // Once built (by a seat, above), still nobody else's.
      expect((await get(gus, `/api/replays/${games.privateOver}`).expect(404)).body).toEqual(UNKNOWN);
      // A running private game is no more known to an outsider than a finished one.
      expect((await get(hal, `/api/replays/${games.privateRunning}`).expect(404)).body).toEqual(UNKNOWN);
    });

    it('replays a game played at a public table to anyone signed in', async () => {
      const replay = (await get(hal, `/api/replays/${games.listedOver}`).expect(200)).body as Replay;
      expect(replay.players.map((player) => player.id)).toEqual([eve.id, gus.id]);
    });
  });

  describe("a player's games", () => {
    const shown = async (viewer: Person) =>
      ((await get(viewer, '/api/players/evePrivacy/games').expect(200)).body as HistoryPage).games;

    it('lists only public games to someone who sat in none of the others, and none of their codes', async () => {
      const rows = await shown(hal);
      expect(rows.map((row) => ({ id: row.id, listed: row.listed }))).toEqual([{ id: games.listedOver, listed: true }]);
      const listedCodes = rows.map((row) => row.code);
      for (const code of [codes.privateOver, codes.computerOver, codes.privateRunning])
        expect(listedCodes).not.toContain(code);
    });

    it('lists the private games a viewer sat in too, and all of them to the player', async () => {
      expect((await shown(fay)).map((row) => row.id)).toEqual([
        games.privateRunning,
        games.listedOver,
        games.privateOver,
      ]);
      expect((await shown(eve)).map((row) => row.id)).toEqual([
        games.privateRunning,
        games.computerOver,
        games.listedOver,
        games.privateOver,
      ]);
      const mine = (await get(eve, '/api/history').expect(200)).body as HistoryPage;
      expect(mine.games.map((row) => [row.id, row.listed])).toEqual([
        [games.privateRunning, false],
        [games.computerOver, false],
        [games.listedOver, true],
        [games.privateOver, false],
      ]);
    });

    it("keeps a guest's games to the guest, public ones included", async () => {
      expect((await get(hal, `/api/players/${gus.name}/games`).expect(403)).body).toEqual({
        message: "A guest's games are private",
        status: 403,
      });
    });
  });

  describe('move lists', () => {
    const moves = (who: Person, code: string) => get(who, `/api/game/moves?code=${code}`);

    it("lists a running private game's moves to whoever holds its code, as watching it does", async () => {
      const page = (await moves(hal, codes.privateRunning).expect(200)).body as MovesPage;
      expect(page).toMatchObject({ gameId: games.privateRunning });
      expect(page.moves.map((move) => move.version)).toEqual([1, 2, 3]);
    });

    it("lists a finished private game's moves to its seats only, a public one's to anyone", async () => {
      for (const code of [codes.privateOver, codes.computerOver])
        expect((await moves(hal, code).expect(404)).body).toEqual(UNKNOWN);
      expect(((await moves(fay, codes.privateOver).expect(200)).body as MovesPage).moves).toHaveLength(3);
      const listed = (await moves(hal, codes.listedOver).expect(200)).body as MovesPage;
      expect(listed.moves.map((move) => move.text)).toEqual([
        expect.stringMatching(/^X /),
        expect.stringMatching(/^O /),
        'resigns',
      ]);
    });
  });

  describe('watching', () => {
    const watch = (who: Person, code: string) =>
      who.socket.timeout(5000).emitWithAck('watch', { code }) as Promise<WatchAck>;

    it("leads a finished public game's watch link to its replay, and a private one's nowhere", async () => {
      expect(await watch(hal, codes.listedOver)).toEqual({ ok: false, error: 'Game over', replay: games.listedOver });
      expect(await watch(hal, codes.privateOver)).toEqual({ ok: false, error: 'Game over' });
      expect((await watch(hal, codes.privateRunning)).ok).toBe(true);
    });
  });

  describe('a table everyone left before it started', () => {
    it('has no replay: 409 with a message for a public one, 404 for a private one, never a fault', async () => {
      const ivy = await person();
      const listed = (await post(ivy, '/api/game/create', { game: FOOTBALL, listed: true }).expect(200))
        .body as GameState;
      const listedId = await leave(ivy, listed.code);
      expect((await get(hal, `/api/replays/${listedId}`).expect(409)).body).toEqual({
        message: 'The game never started: it has no replay',
        status: 409,
      });
      const unlisted = (await post(ivy, '/api/game/create', { game: FOOTBALL }).expect(200)).body as GameState;
      const unlistedId = await leave(ivy, unlisted.code);
      expect((await get(ivy, `/api/replays/${unlistedId}`).expect(404)).body).toEqual(UNKNOWN);
    });
  });
});

describe('a replay the caller may not see counts as a failed lookup', () => {
  const server = useTestServer({ LOOKUP_FAILURE_LIMIT: '3/10m' });
  const { get, person, started, play, leave } = gamesOf(server);

  it('locks out whoever walks the ids of private games, and never a seat from its own replay', async () => {
    const [ann, ben, cat] = [await person(), await person(), await person()];
    const code = await started(TTT, ann, ben);
    await play(code, [ann, ben], 2);
    const id = await leave(ann, code);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await get(cat, `/api/replays/${id}`).expect(404)).body).toEqual(UNKNOWN);
    expect((await get(cat, `/api/replays/${id}`).expect(429)).body).toMatchObject({ status: 429 });
    expect((await get(cat, `/api/game/moves?code=${code}`).expect(429)).body).toMatchObject({ status: 429 });
    // The lock is per user and per address (all of these come from one): a seat still gets its own replay.
    expect(((await get(ben, `/api/replays/${id}`).expect(200)).body as Replay).id).toBe(id);
  });
});
