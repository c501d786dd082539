import type { GameState, Player } from '@tabletop/game-kit';
import type { HistoryPage } from '@tabletop/protocol';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { startedPace } from '../src/match/pace';
import { act, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const GAMES = 5;

describe('the computer plays as a fixed set of users', () => {
  const server = useTestServer({ COMPUTER_MOVE_DELAY_MS: '10', COMPUTER_HARD_BUDGET_MS: '30', COMPUTER_WORKERS: '1' });
  const count = async (table: string) =>
    Number((await server.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const play = async (who: Guest, level: 'easy' | 'hard', game = TTT): Promise<GameState> =>
    (await server.http().post('/api/game/computer').set(who.auth).send({ game, level }).expect(200)).body;
  const leave = (who: Guest, code: string) =>
    server.http().post('/api/game/leave').set(who.auth).send({ code }).expect(200);
  /** The person's first move, and the computer's answer to it. */
  const moveAndAnswer = async (who: Guest & { socket: ClientSocket }, state: GameState, board: number) => {
    const answered = nextState(who.socket, 'emit-state', (next) => next.code === state.code && next.version === 2);
    const move = { code: state.code, version: 0, action: { board, cell: 4 } };
    expect(await act(who.socket, move)).toMatchObject({ ok: true, version: 1 });
    return answered;
  };

  it(`adds no user for a game against the computer: ${GAMES} more games, as many users as before`, async () => {
    const frank = await server.player();
    await leave(frank, (await play(frank, 'hard')).code);
    const users = await count('users');
    const games = await count('games');
    const computers = new Set<number>();
    for (let i = 0; i < GAMES; i++) {
      const state = await play(frank, 'hard');
      computers.add(state.score[1].player.id);
      await leave(frank, state.code);
    }
    expect(await count('games')).toBe(games + GAMES);
    expect(await count('users')).toBe(users);
    expect(computers.size).toBe(1);
  });

  it('seats the one computer user of a level in the live games of many people at once', async () => {
    const [gina, hal] = await Promise.all([server.player(), server.player()]);
    const [first, second] = await Promise.all([play(gina, 'easy'), play(hal, 'easy')]);
    const computer: Player = first.score[1].player;
    expect(computer.name).toBe('Computer (Easy)');
    expect(second.score[1].player).toEqual(computer);
    // Both games go on: the computer answers in each.
    const [answerOne, answerTwo] = await Promise.all([moveAndAnswer(gina, first, 0), moveAndAnswer(hal, second, 8)]);
    expect(answerOne.player?.id).toBe(gina.id);
    expect(answerTwo.player?.id).toBe(hal.id);
    // A person still has one active game at a time.
    await server.http().post('/api/game/computer').set(gina.auth).send({ game: TTT, level: 'easy' }).expect(409);
  });

  it('seats distinct computer users in one game of several computers, the same ones in the next', async () => {
    const ivy = await server.player();
    const play3 = async () =>
      (
        await server
          .http()
          .post('/api/game/computer')
          .set(ivy.auth)
          .send({ game: 'repello', level: 'hard', opponents: 3 })
          .expect(200)
      ).body as GameState;
    const first = await play3();
    const seats = first.score.slice(1).map((entry) => entry.player.id);
    expect(new Set(seats).size).toBe(3);
    await leave(ivy, first.code);
    const users = await count('users');
    const second = await play3();
    expect(second.score.slice(1).map((entry) => entry.player.id)).toEqual(seats);
    expect(await count('users')).toBe(users);
    await leave(ivy, second.code);
  });

  it('starts a rematch while its computer plays in another live game', async () => {
    const [jay, kim] = await Promise.all([server.player(), server.player()]);
    const busy = await play(kim, 'easy');
    const finished = await play(jay, 'easy');
    expect(finished.score[1].player).toEqual(busy.score[1].player);
    await leave(jay, finished.code);
    const answer = await server
      .http()
      .post('/api/game/rematch')
      .set(jay.auth)
      .send({ code: finished.code })
      .expect(200);
    expect(answer.body).toMatchObject({ status: 'started' });
    await leave(kim, busy.code);
  });

  it('plays on in a game whose computer is a user made for that one seat, as before the fixed users', async () => {
    const lee = await server.player();
    const [legacy] = await server.sql<Player>(
      `INSERT INTO users (name, kind) VALUES ('Computer (Easy)', 'computer') RETURNING id, name`,
    );
    const match = superTicTacToe.setup([{ id: lee.id, name: lee.name }, legacy], 'legacy');
    const [{ id: gameId }] = await server.sql<{ id: number }>(
      `INSERT INTO games (code, game, status, match, version, seed, moves) VALUES ('LG01', $1, 'playing', $2, 0, 'legacy', $3)
       RETURNING id`,
      [TTT, JSON.stringify(match), JSON.stringify(startedPace(null, match, 0).moves)],
    );
    await server.sql(
      `INSERT INTO game_players (game_id, user_id, seat, computer_level) VALUES ($1, $2, 0, NULL), ($1, $3, 1, 'easy')`,
      [gameId, lee.id, legacy.id],
    );
    const state = (await lee.socket.timeout(5000).emitWithAck('sync', { code: 'LG01' })) as {
      state: GameState;
      computers?: number[];
    };
    expect(state.computers).toEqual([legacy.id]);
    expect((await moveAndAnswer(lee, state.state, 4)).player?.id).toBe(lee.id);
    await leave(lee, 'LG01');
    const history: HistoryPage = (await server.http().get('/api/history').set(lee.auth).expect(200)).body;
    expect(history.games.find((row) => row.id === gameId)?.opponents).toEqual([legacy]);
    await server.http().get(`/api/replays/${gameId}`).set(lee.auth).expect(200);
  });
});
