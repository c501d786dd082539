import type { GameDefinition, GameState } from '@tabletop/game-kit';
import { nextInt, seedRandom, type RandomState } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { GAMES as REGISTERED, findGame } from '../src/games/registry';
import { auditGame } from '../src/match/game-audit';
import { auditAllGames } from '../src/tools/audit-games';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

type Seat = Guest & { socket: ClientSocket };

/** Long games are cut short by their players leaving, which the log records as forfeits. */
const MAX_ACTIONS = 120;

describe('every game can be rebuilt from its seed and its action log', () => {
  const server = useTestServer();
  const db = () => server.server.app.get(DataSource);

  async function seat(): Promise<Seat> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  const post = (who: Guest, path: string, body: object) =>
    server.http().post(path).set(who.auth).send(body).expect(200);

  /** Seats `count` players in a new game of `url` and starts it. */
  async function started(url: string, count: number): Promise<{ seats: Seat[]; state: GameState }> {
    const seats = await Promise.all(Array.from({ length: count }, seat));
    const { code } = (await post(seats[0], '/api/game/create', { game: url })).body as GameState;
    for (const joiner of seats.slice(1, -1)) await post(joiner, '/api/game/join', { game: url, code });
    const last = seats[count - 1];
    const start = nextState(seats[0].socket, 'startGame');
    await post(last, '/api/game/join', { game: url, code });
    if (count > findGame(url)!.definition.players[0]) {
      await post(seats[0], '/api/game/start', { game: url, code, overrideStart: true });
    }
    return { seats, state: await start };
  }

  /** Random legal actions over the sockets until the game ends or MAX_ACTIONS; then players leave until it is over. */
  async function playOut(url: string, count: number, seed: string): Promise<number> {
    const rules = findGame(url)!.definition as GameDefinition;
    let { seats, state } = await started(url, count);
    let random: RandomState = seedRandom(seed);
    const gameId = (
      await db().query<{ id: number }[]>('SELECT id FROM games WHERE code = $1 AND status = $2', [
        state.code,
        'playing',
      ])
    )[0].id;
    for (let played = 0; !state.gameOver && played < MAX_ACTIONS; played++) {
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
    while (!state.gameOver) {
      const leaver = seats[0];
      seats = seats.slice(1);
      const next = nextState(seats[0].socket, 'emit-state', (sent) => sent.version === state.version + 1);
      await post(leaver, '/api/game/leave', { code: state.code });
      state = await next;
    }
    return gameId;
  }

  // Each game with as many players as it allows, up to three (Repello's turn order with a leaver in it).
  const GAMES: [url: string, players: number][] = REGISTERED.map(({ definition }) => [
    definition.url,
    Math.min(3, definition.players[1]),
  ]);

  it.each(GAMES)('%s with %i players: random games rebuild to the stored match and version', async (url, players) => {
    for (const seed of ['one', 'two', 'three']) {
      const gameId = await playOut(url, players, `${url}-${seed}`);
      const audit = await auditGame(db(), gameId);
      expect(audit).toMatchObject({ ok: true, gameId });
    }
  });

  it('the ops audit rebuilds every started game in the database', async () => {
    const { games, actions, problems } = await auditAllGames(db());
    expect(problems).toEqual([]);
    expect(games).toBeGreaterThanOrEqual(9);
    expect(actions).toBeGreaterThan(games);
  });

  it('notices a log that does not hold the game: a changed action, or a version it does not account for', async () => {
    const gameId = await playOut('super_tic_tac_toe', 2, 'tampered');
    const [first] = await db().query<{ action: unknown }[]>(
      'SELECT action FROM game_actions WHERE game_id = $1 AND version = 1',
      [gameId],
    );
    const [second] = await db().query<{ action: unknown }[]>(
      'SELECT action FROM game_actions WHERE game_id = $1 AND version = 3',
      [gameId],
    );
    await db().query('UPDATE game_actions SET action = $2 WHERE game_id = $1 AND version = 1', [
      gameId,
      JSON.stringify(second.action),
    ]);
    expect(await auditGame(db(), gameId)).toMatchObject({ ok: false });
    await db().query('UPDATE game_actions SET action = $2 WHERE game_id = $1 AND version = 1', [
      gameId,
      JSON.stringify(first.action),
    ]);
    expect(await auditGame(db(), gameId)).toMatchObject({ ok: true });

    await db().query('UPDATE games SET version = version + 1 WHERE id = $1', [gameId]);
    expect(await auditGame(db(), gameId)).toEqual({
      ok: false,
      gameId,
      problem: expect.stringMatching(/logged actions/),
    });
  });
});
