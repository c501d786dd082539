import type { GameState } from '@tabletop/game-kit';
import { act, connect, guest, nextState, startServer, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

describe('playing the computer: POST /api/game/computer', () => {
  const server = useTestServer({ COMPUTER_MOVE_DELAY_MS: '10', COMPUTER_HARD_BUDGET_MS: '30', COMPUTER_WORKERS: '1' });

  const sql = server.sql;
  const player = () => server.player();

  const play = (who: Guest, body: object) => server.http().post('/api/game/computer').set(who.auth).send(body);
  const gamesOf = async (who: Guest) =>
    (await sql<{ n: string }>('SELECT count(*) AS n FROM game_players WHERE user_id = $1', [who.id]))[0].n;

  it.each([
    [{ game: 'chess', level: 'easy' }, 'Unknown game'],
    [{ game: TTT, level: 'medium' }, "level must be 'easy' or 'hard'"],
    [{ game: TTT }, "level must be 'easy' or 'hard'"],
    [{ game: TTT, level: 'easy', opponents: 2 }, 'Super Tic-Tac-Toe takes 1 computer opponent'],
    [{ game: 'repello', level: 'hard', opponents: 4 }, 'opponents must be a whole number from 1 to 3'],
    [{ game: 'repello', level: 'hard', opponents: 0 }, 'opponents must be a whole number from 1 to 3'],
    [{ game: 'repello', level: 'hard', opponents: 1.5 }, 'opponents must be a whole number from 1 to 3'],
  ])('refuses %j with 400 and creates nothing', async (body, message) => {
    const who = await guest(server.baseUrl);
    const answer = await play(who, body).expect(400);
    expect(answer.body).toEqual({ message: expect.stringContaining(message), status: 400 });
    expect(await gamesOf(who)).toBe('0');
    await server.http().get('/api/game/current-state').set(who.auth).expect(204);
  });

  it('starts a game at once against Computer (Easy), whose move arrives over the socket as a broadcast', async () => {
    const alice = await player();
    const started = nextState(alice.socket, 'startGame');
    const state: GameState = (await play(alice, { game: TTT, level: 'easy' }).expect(200)).body;
    expect(state).toMatchObject({ game: TTT, version: 0, gameOver: false, player: { id: alice.id } });
    expect(state.score.map((entry) => entry.player.name)).toEqual([alice.name, 'Computer (Easy)']);
    expect((await started).code).toBe(state.code);
    const computer = state.score[1].player;

    const answered = nextState(alice.socket, 'emit-state', (next) => next.version === 2);
    expect(await act(alice.socket, { code: state.code, version: 0, action: { board: 4, cell: 4 } })).toMatchObject({
      ok: true,
      version: 1,
    });
    const after = await answered;
    expect(after.player).toEqual({ id: alice.id, name: alice.name });
    const logged = await sql<{ user_id: number; version: number }>(
      'SELECT a.user_id, a.version FROM game_actions a JOIN games g ON g.id = a.game_id WHERE g.code = $1 ORDER BY a.version',
      [state.code],
    );
    expect(logged).toEqual([
      { user_id: alice.id, version: 1 },
      { user_id: computer.id, version: 2 },
    ]);
  });

  it("still moves when the person's own move took the id the computer's old ids had next", async () => {
    const erin = await player();
    const state: GameState = (await play(erin, { game: TTT, level: 'easy' }).expect(200)).body;
    const answered = nextState(erin.socket, 'emit-state', (next) => next.version === 2, 10_000);
    const move = { code: state.code, version: 0, action: { board: 4, cell: 4 }, id: 'computer-1' };
    expect(await act(erin.socket, move)).toMatchObject({ ok: true, version: 1 });
    expect(await answered).toMatchObject({ version: 2, player: { id: erin.id } });
  });

  it('refuses a second game with 409 while the first is active, and leaving it ends it as against a person', async () => {
    const bob = await player();
    const { code } = (await play(bob, { game: TTT, level: 'hard' }).expect(200)).body as GameState;
    expect((await play(bob, { game: 'repello', level: 'easy' }).expect(409)).body).toEqual({
      message: 'You already have an active game',
      status: 409,
    });
    expect(await gamesOf(bob)).toBe('1');
    await server.http().post('/api/game/leave').set(bob.auth).send({ code }).expect(200);
    const [game] = await sql<{ status: string }>('SELECT status FROM games WHERE code = $1', [code]);
    expect(game.status).toBe('over');
    await play(bob, { game: TTT, level: 'easy' }).expect(200);
  });

  it('accepts a rematch by itself: the person alone starts it, the computer moves first and plays on', async () => {
    const dave = await player();
    const first: GameState = (await play(dave, { game: TTT, level: 'easy' }).expect(200)).body;
    const computer = first.score[1].player;
    await server.http().post('/api/game/leave').set(dave.auth).send({ code: first.code }).expect(200);

    const moved = nextState(dave.socket, 'emit-state', (next) => next.version === 1);
    const answer = await server.http().post('/api/game/rematch').set(dave.auth).send({ code: first.code }).expect(200);
    expect(answer.body).toMatchObject({ status: 'started', waitingFor: [] });
    const rematch = answer.body.state as GameState;
    expect(rematch.score.map((entry) => entry.player)).toEqual([computer, { id: dave.id, name: dave.name }]);
    expect(rematch.player).toEqual(computer);
    const after = await moved;
    expect(after).toMatchObject({ code: rematch.code, version: 1, player: { id: dave.id } });
  });

  it('seats three Computer (Hard) opponents in Repello, each seat a user of its own', async () => {
    const carol = await player();
    const state: GameState = (await play(carol, { game: 'repello', level: 'hard', opponents: 3 }).expect(200)).body;
    expect(state.score.map((entry) => entry.player.name)).toEqual([
      carol.name,
      'Computer (Hard)',
      'Computer (Hard)',
      'Computer (Hard)',
    ]);
    expect(new Set(state.score.map((entry) => entry.player.id)).size).toBe(4);
    // Computer seats never leave: presence shows them with the connected person, and says which seats they are.
    const seats = state.score.map((entry) => entry.player.id);
    const presence = await carol.socket.timeout(5000).emitWithAck('presence', { code: state.code });
    expect(presence).toEqual({ ok: true, code: state.code, online: seats, computers: seats.slice(1) });
    const synced = await carol.socket.timeout(5000).emitWithAck('sync', { code: state.code });
    expect(synced).toMatchObject({ ok: true, online: seats, computers: seats.slice(1) });
    await server.http().post('/api/game/leave').set(carol.auth).send({ code: state.code }).expect(200);
  });

  it('plays Hard in Winzard Football from its own view, its move arriving as a broadcast', async () => {
    const { game: football } = await import('@tabletop/winzard-football/rules');
    const dave = await player();
    const current = async () => (await server.http().get('/api/game/current-state').set(dave.auth)).body as GameState;
    const state: GameState = (await play(dave, { game: 'winzards/football', level: 'hard' }).expect(200)).body;
    expect(state.state).not.toHaveProperty('drawValues');
    // The person kicks off: the ball (version 1), their goalkeeper (2); then the computer places its goalkeeper (3).
    const [ball] = football.legalActions(state as never, dave.id);
    expect(await act(dave.socket, { code: state.code, version: 0, action: ball })).toMatchObject({ ok: true });
    const [keeper] = football.legalActions((await current()) as never, dave.id);
    const computerMoved = nextState(dave.socket, 'emit-state', (next) => next.version === 3, 10_000);
    expect(await act(dave.socket, { code: state.code, version: 1, action: keeper })).toMatchObject({ ok: true });
    const moved = await computerMoved;
    expect(moved.player?.id).toBe(dave.id);
    expect(moved.state).not.toHaveProperty('drawValues');
  });
});

describe('a computer turn left pending (a crash, a restart)', () => {
  // This instance never gets round to moving (its delay outlasts the test), like one that died before its move.
  const server = useTestServer({ COMPUTER_MOVE_DELAY_MS: '999999' });

  it('is taken by another instance on its boot sweep, and its move reaches the player there', async () => {
    const alice = await guest(server.baseUrl);
    const state: GameState = (
      await server.http().post('/api/game/computer').set(alice.auth).send({ game: TTT, level: 'easy' }).expect(200)
    ).body;
    const first = await connect(server.baseUrl, { token: alice.jwt });
    server.track(first);
    expect(await act(first, { code: state.code, version: 0, action: { board: 0, cell: 0 } })).toMatchObject({
      ok: true,
    });

    const other = await startServer(server.databaseUrl(), { COMPUTER_MOVE_DELAY_MS: '10' });
    try {
      const socket = await connect(other.baseUrl, { token: alice.jwt });
      server.track(socket);
      // The sweep runs as the instance boots: its move may come before this connection or after it (then pushed).
      const pushed = nextState(socket, 'emit-state', (next) => next.version === 2, 15_000);
      pushed.catch(() => undefined);
      const synced = (await socket.timeout(5000).emitWithAck('sync', { code: state.code })) as { state: GameState };
      const moved = synced.state.version === 2 ? synced.state : await pushed;
      expect(moved).toMatchObject({ version: 2, player: { id: alice.id } });
    } finally {
      await other.app.close();
    }
  });
});
