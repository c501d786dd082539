import {
  nextInt,
  seedRandom,
  viewState,
  type GameDefinition,
  type GameState,
  type RandomState,
} from '@tabletop/game-kit';
import {
  applyStatePatch,
  applyStatePatches,
  replaySteps,
  type HistoryPage,
  type HistoryRow,
  type MovesPage,
  type Replay,
  type SyncAck,
} from '@tabletop/protocol';
import { game as football } from '@tabletop/winzard-football/rules';
import { findGame } from '../src/games/registry';
import { register } from './support/auth';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

type Seat = Guest & { socket: ClientSocket };

const TTT = 'super_tic_tac_toe';
const REPELLO = 'repello';
const FOOTBALL = 'winzards/football';

describe('history, replays and move lists', () => {
  const server = useTestServer();

  async function seat(who?: Guest): Promise<Seat> {
    const user = who ?? (await guest(server.baseUrl));
    const socket = await connect(server.baseUrl, { token: user.jwt });
    server.track(socket);
    return { ...user, socket };
  }

  const post = (who: Guest, path: string, body: object) =>
    server.http().post(path).set(who.auth).send(body).expect(200);
  const get = (who: Guest, path: string) => server.http().get(path).set(who.auth);

  /** `seats` in a new game of `url` (the first creates it), started. */
  async function started(url: string, seats: Seat[]): Promise<GameState> {
    const { code } = (await post(seats[0], '/api/game/create', { game: url })).body as GameState;
    for (const joiner of seats.slice(1, -1)) await post(joiner, '/api/game/join', { game: url, code });
    const start = nextState(seats[0].socket, 'startGame');
    await post(seats[seats.length - 1], '/api/game/join', { game: url, code });
    // A table with room for more waits for its creator to start it.
    if (seats.length < findGame(url)!.definition.players[1])
      await post(seats[0], '/api/game/start', { game: url, code, overrideStart: true });
    return start;
  }

  /** Random legal actions over the sockets, at most `actions` of them or to the end; the last state seen. */
  async function play(url: string, seats: Seat[], state: GameState, actions: number, seed: string) {
    const rules = findGame(url)!.definition as GameDefinition;
    let random: RandomState = seedRandom(seed);
    for (let played = 0; !state.gameOver && played < actions; played++) {
      const mover = seats.find((entry) => entry.id === state.player!.id)!;
      const legal = rules.legalActions(state, mover.id);
      let index: number;
      [index, random] = nextInt(random, legal.length);
      const next = nextState(mover.socket, 'emit-state', (sent) => sent.version === state.version + 1);
      expect(await act(mover.socket, { code: state.code, version: state.version, action: legal[index] })).toEqual({
        ok: true,
        version: state.version + 1,
      });
      state = await next;
    }
    return state;
  }

  /** `leaver` forfeits; the state `watcher` is sent next. */
  async function forfeit(leaver: Seat, watcher: Seat, state: GameState): Promise<GameState> {
    const next = nextState(watcher.socket, 'emit-state', (sent) => sent.version === state.version + 1);
    await post(leaver, '/api/game/leave', { code: state.code });
    return next;
  }

  async function gameId(code: string): Promise<number> {
    const [row] = await server.sql<{ id: number }>('SELECT id FROM games WHERE code = $1 ORDER BY id DESC LIMIT 1', [
      code,
    ]);
    return row.id;
  }

  /** A game played `actions` moves and then resigned by its first seat (unless it ended first). */
  async function finishedGame(url: string, seats: Seat[], actions: number, seed: string) {
    let state = await play(url, seats, await started(url, seats), actions, seed);
    if (!state.gameOver) state = await forfeit(seats[0], seats[1], state);
    return { state, id: await gameId(state.code) };
  }

  /** What a seat's client gets when it asks for its game now. */
  async function synced(who: Seat, code: string): Promise<GameState> {
    const ack = (await who.socket.timeout(5000).emitWithAck('sync', { code })) as SyncAck;
    if (!ack.ok || !('state' in ack)) throw new Error(`sync answered ${JSON.stringify(ack)}`);
    return ack.state;
  }

  const expectError = (body: unknown, status: number) => expect(body).toEqual({ message: expect.any(String), status });

  describe('GET /api/history', () => {
    it("lists the caller's running and finished games newest first, with opponents, result and moves", async () => {
      const [ann, ben, cat, dan] = await Promise.all([seat(), seat(), seat(), seat()]);
      const first = await finishedGame(TTT, [ann, ben], 4, 'list-one');
      const running = await play(TTT, [ann, cat], await started(TTT, [ann, cat]), 3, 'list-two');
      // A waiting game is nobody's history yet.
      await post(dan, '/api/game/create', { game: REPELLO });

      const page = (await get(ann, '/api/history').expect(200)).body as HistoryPage;
      expect(page.next).toBeNull();
      expect(page.games.map((row) => row.code)).toEqual([running.code, first.state.code]);
      const [now, done] = page.games;
      expect(now).toEqual({
        id: await gameId(running.code),
        game: TTT,
        code: running.code,
        status: 'playing',
        listed: false,
        players: [
          { id: ann.id, name: ann.name },
          { id: cat.id, name: cat.name },
        ],
        opponents: [{ id: cat.id, name: cat.name }],
        result: null,
        moves: 3,
        startedAt: expect.any(String),
        endedAt: null,
      });
      expect(done).toMatchObject({ id: first.id, status: 'over', opponents: [{ id: ben.id, name: ben.name }] });
      expect(done.moves).toBe(first.state.version);
      expect(Date.parse(done.endedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt));
      // Ann resigned it: her loss, Ben's win.
      expect(done.result).toBe('loss');
      const benRow = ((await get(ben, '/api/history').expect(200)).body as HistoryPage).games[0];
      expect(benRow).toMatchObject({ id: first.id, result: 'win', opponents: [{ id: ann.id, name: ann.name }] });

      expect(((await get(dan, '/api/history').expect(200)).body as HistoryPage).games).toEqual([]);
      expect(((await get(ann, `/api/history?game=${REPELLO}`).expect(200)).body as HistoryPage).games).toEqual([]);
      const filtered = (await get(ann, `/api/history?game=${TTT}`).expect(200)).body as HistoryPage;
      expect(filtered.games).toHaveLength(2);
    });

    it('pages by key: every game once, newest first, across pages of any size', async () => {
      const [ann, ben] = await Promise.all([seat(), seat()]);
      const ids: number[] = [];
      for (let index = 0; index < 5; index++) {
        const url = index % 2 === 0 ? TTT : REPELLO;
        ids.push((await finishedGame(url, index % 2 === 0 ? [ann, ben] : [ben, ann], 1, `page-${index}`)).id);
      }
      const newestFirst = [...ids].reverse();
      for (const limit of [1, 2, 3, 5, 50]) {
        const seen: HistoryRow[] = [];
        let before: number | null | undefined;
        for (let pages = 0; before !== null && pages < 10; pages++) {
          const query = `limit=${limit}${before ? `&before=${before}` : ''}`;
          const page = (await get(ann, `/api/history?${query}`).expect(200)).body as HistoryPage;
          expect(page.games.length).toBeLessThanOrEqual(limit);
          seen.push(...page.games);
          before = page.next;
        }
        expect(seen.map((row) => row.id)).toEqual(newestFirst);
      }
      const repello = (await get(ann, `/api/history?game=${REPELLO}&limit=1`).expect(200)).body as HistoryPage;
      expect(repello).toEqual({ games: [expect.objectContaining({ id: ids[3], game: REPELLO })], next: ids[3] });
      const rest = (await get(ann, `/api/history?game=${REPELLO}&limit=1&before=${ids[3]}`).expect(200))
        .body as HistoryPage;
      expect(rest).toEqual({ games: [expect.objectContaining({ id: ids[1] })], next: null });
      // A cursor past every game is the first page; one below every game an empty page.
      const top = (await get(ann, '/api/history?before=2147483647').expect(200)).body as HistoryPage;
      expect(top.games.map((row) => row.id)).toEqual(newestFirst);
      expect((await get(ann, `/api/history?before=${ids[0]}`).expect(200)).body).toEqual({ games: [], next: null });
    });

    it.each([
      ['game=chess', 'an unknown game'],
      ['before=0', 'a cursor below 1'],
      ['before=-5', 'a negative cursor'],
      ['before=1.5', 'a fractional cursor'],
      ['before=abc', 'a cursor that is no number'],
      ['before=0x10', 'a cursor in hexadecimal'],
      ['before=1e1', 'a cursor in exponent notation'],
      ['before=%2010', 'a cursor with a space before it'],
      ['before=2147483648', 'a cursor past the largest id'],
      ['before=1&before=2', 'two cursors'],
      ['limit=0', 'an empty page'],
      ['limit=51', 'a page over 50'],
      ['limit=ten', 'a size that is no number'],
      ['page=2', 'an offset'],
    ])('refuses %s (%s) with 400', async (query) => {
      const ann = await guest(server.baseUrl);
      expectError((await get(ann, `/api/history?${query}`).expect(400)).body, 400);
    });

    it('needs a signed-in caller', async () => {
      expectError((await server.http().get('/api/history').expect(401)).body, 401);
    });
  });

  describe('GET /api/players/:name/games', () => {
    it("shows a registered player's games to anyone, found by name in any case", async () => {
      const eve = await seat(await register(server.baseUrl, 'EveHistory', 'a long password'));
      const fay = await seat();
      const { id } = await finishedGame(TTT, [eve, fay], 4, 'named');
      const page = (await get(fay, '/api/players/evehistory/games').expect(200)).body as HistoryPage;
      expect(page.games).toEqual([
        expect.objectContaining({ id, opponents: [{ id: fay.id, name: fay.name }], status: 'over' }),
      ]);
      expect(page.games[0].result).not.toBeNull();
      const filtered = (await get(fay, `/api/players/EVEHISTORY/games?game=${REPELLO}`).expect(200)).body;
      expect(filtered).toEqual({ games: [], next: null });
    });

    it("keeps a guest's games to the guest", async () => {
      const [gil, hal] = await Promise.all([seat(), seat()]);
      const { id } = await finishedGame(TTT, [gil, hal], 2, 'guest');
      const own = (await get(gil, `/api/players/${gil.name}/games`).expect(200)).body as HistoryPage;
      expect(own.games.map((row) => row.id)).toEqual([id]);
      const refused = (await get(hal, `/api/players/${gil.name}/games`).expect(403)).body;
      expect(refused).toEqual({ message: "A guest's games are private", status: 403 });
    });

    it('answers 404 for nobody and for a computer seat, 400 for a bad page', async () => {
      const ivy = await guest(server.baseUrl);
      expect((await get(ivy, '/api/players/nobody-at-all/games').expect(404)).body).toEqual({
        message: 'Unknown player',
        status: 404,
      });
      await server.sql(`INSERT INTO users (name, kind) VALUES ('Computer (History)', 'computer')`);
      expectError(
        (await get(ivy, `/api/players/${encodeURIComponent('Computer (History)')}/games`).expect(404)).body,
        404,
      );
      expectError((await get(ivy, `/api/players/${ivy.name}/games?before=0`).expect(400)).body, 400);
      expectError((await get(ivy, `/api/players/${ivy.name}/games?game=chess`).expect(400)).body, 400);
    });
  });

  describe('GET /api/replays/:id', () => {
    it('rebuilds a finished game to the final position both players saw, with a move per patch', async () => {
      const [jay, kim] = await Promise.all([seat(), seat()]);
      const { state, id } = await finishedGame(TTT, [jay, kim], 200, 'replay');
      const replay = (await get(kim, `/api/replays/${id}`).expect(200)).body as Replay;
      expect(replay).toMatchObject({ id, game: TTT, code: state.code, players: [{ id: jay.id }, { id: kim.id }] });
      expect(replay.start).toMatchObject({ version: 0, gameOver: false, code: state.code });
      expect(replay.patches).toHaveLength(state.version);
      expect(replay.moves).toHaveLength(state.version);
      const last = applyStatePatches(replay.start, replay.patches);
      expect(last).toEqual(state);
      for (const player of [jay, kim]) expect(await synced(player, state.code)).toEqual(last);
      expect(replay.moves.map((move) => move.version)).toEqual(replay.patches.map((patch) => patch.version));
      for (const move of replay.moves)
        expect(move.text).toMatch(move.player.id === jay.id ? /^X b\d c\d$|^resigns$/ : /^O b\d c\d$|^resigns$/);
      const winners = state.score.filter((entry) => entry.score > 0).map((entry) => entry.player.id);
      expect(replay.result.winners.map((player) => player.id)).toEqual(
        state.forfeited ? [kim.id] : winners.length > 0 ? winners : [jay.id, kim.id],
      );
    });

    it('refuses a running or waiting game with 409, an unknown id with 404 and a bad id with 400', async () => {
      const [lea, max, ned] = await Promise.all([seat(), seat(), seat()]);
      const running = await play(TTT, [lea, max], await started(TTT, [lea, max]), 2, 'running');
      expect((await get(lea, `/api/replays/${await gameId(running.code)}`).expect(409)).body).toEqual({
        message: 'The game is still running',
        status: 409,
      });
      const waiting = (await post(ned, '/api/game/create', { game: REPELLO })).body as GameState;
      expectError((await get(ned, `/api/replays/${await gameId(waiting.code)}`).expect(409)).body, 409);
      expect((await get(lea, '/api/replays/2147483647').expect(404)).body).toEqual({
        message: 'Unknown game',
        status: 404,
      });
      for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '1e400', '0x10', '1e1', '%2010'])
        expectError((await get(lea, `/api/replays/${bad}`).expect(400)).body, 400);
    });

    it('shows a Winzard game only as its public view: no draw pile order, no generator, at any position', async () => {
      const [oli, pam] = await Promise.all([seat(), seat()]);
      const { state, id } = await finishedGame(FOOTBALL, [oli, pam], 60, 'winzard');
      const replay = (await get(oli, `/api/replays/${id}`).expect(200)).body as Replay;
      const [stored] = await server.sql<{ seed: string; match: GameState }>(
        'SELECT seed, match FROM games WHERE id = $1',
        [id],
      );
      const log = await server.sql<{ playerId: number; action: unknown }>(
        'SELECT user_id AS "playerId", action FROM game_actions WHERE game_id = $1 ORDER BY version',
        [id],
      );
      const players = stored.match.score.map((entry) => entry.player);
      const rules = football as GameDefinition;
      let position = replay.start;
      const steps = [...replaySteps(rules, { players, seed: stored.seed, log })];
      expect(steps).toHaveLength(replay.patches.length + 1);
      for (const [index, step] of steps.entries()) {
        if (index > 0) position = applyStatePatch(position, replay.patches[index - 1]);
        const seen = viewState(rules, { ...step.match, code: state.code, version: index, clock: null }, null);
        expect(position).toEqual(seen);
      }
      expect(position).toEqual(state);
      const sent = JSON.stringify(replay);
      for (const hidden of ['drawValues', '"random"']) expect(sent).not.toContain(hidden);
      expect(replay.moves.every((move) => !move.text.startsWith('{'))).toBe(true);
      const moves = (await get(pam, `/api/game/moves?code=${state.code}`).expect(200)).body as MovesPage;
      expect(moves.moves).toEqual(replay.moves);
      expect(JSON.stringify(moves)).not.toContain('drawValues');
    });
  });

  describe('GET /api/game/moves', () => {
    it("lists a seat's moves after a version, a spectator's of a running game, and a leaver's as `resigns`", async () => {
      const [quin, rob, sue, tom] = await Promise.all([seat(), seat(), seat(), seat()]);
      let state = await play(REPELLO, [quin, rob, sue], await started(REPELLO, [quin, rob, sue]), 6, 'moves');
      expect(state.gameOver).toBe(false);
      const id = await gameId(state.code);
      const all = (await get(quin, `/api/game/moves?code=${state.code}`).expect(200)).body as MovesPage;
      expect(all.gameId).toBe(id);
      expect(all.moves.map((move) => move.version)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(all.moves[0]).toEqual({ version: 1, player: { id: quin.id, name: quin.name }, text: expect.any(String) });
      for (const move of all.moves) expect(move.text).toMatch(/^(place|move|repel|pass)\b/);
      const later = (await get(rob, `/api/game/moves?code=${state.code.toLowerCase()}&after=4`).expect(200)).body;
      expect(later).toEqual({ gameId: id, moves: all.moves.slice(4) });
      expect((await get(rob, `/api/game/moves?code=${state.code}&after=99`).expect(200)).body).toEqual({
        gameId: id,
        moves: [],
      });
      // Tom sits elsewhere: he may follow the running game, as a spectator would.
      expect((await get(tom, `/api/game/moves?code=${state.code}`).expect(200)).body).toEqual(all);

      // Sue leaves; the game goes on without her, and she still reads its moves.
      state = await forfeit(sue, quin, state);
      expect(state.gameOver).toBe(false);
      const afterLeaving = (await get(sue, `/api/game/moves?code=${state.code}&after=6`).expect(200)).body;
      expect(afterLeaving).toEqual({
        gameId: id,
        moves: [{ version: 7, player: { id: sue.id, name: sue.name }, text: 'resigns' }],
      });

      // Once it is over, only its seats read it by code.
      state = await forfeit(rob, quin, state);
      expect(state.gameOver).toBe(true);
      expectError((await get(tom, `/api/game/moves?code=${state.code}`).expect(404)).body, 404);
      expect(((await get(sue, `/api/game/moves?code=${state.code}`).expect(200)).body as MovesPage).moves).toHaveLength(
        8,
      );
    });

    it('answers 404 for a code nobody plays and 400 for a bad code or version', async () => {
      const uma = await guest(server.baseUrl);
      expect((await get(uma, '/api/game/moves?code=QZQZ').expect(404)).body).toEqual({
        message: 'Unknown game',
        status: 404,
      });
      for (const bad of [
        '',
        'code=AB',
        'code=ABCDE',
        'code=AB-D',
        'code=ABCD&after=-1',
        'code=ABCD&after=x',
        'code=ABCD&after=2147483648',
      ])
        expectError((await get(uma, `/api/game/moves?${bad}`).expect(400)).body, 400);
    });
  });
});
