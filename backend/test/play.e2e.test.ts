import type { GameState } from '@tabletop/game-kit';
import { applied, game, winningGame } from './support/play';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

describe('playing over sockets and emit-state', () => {
  const server = useTestServer();

  /** Two guests with sockets, in a started game. */
  async function startedGame() {
    const players = [await guest(server.baseUrl), await guest(server.baseUrl)];
    const [aliceSocket, bobSocket] = await Promise.all(players.map((p) => connect(server.baseUrl, { token: p.jwt })));
    server.track(aliceSocket, bobSocket);
    const { body } = await server.http().post('/api/game/create').set(players[0].auth).send({ game: TTT }).expect(200);
    const started = Promise.all([nextState(aliceSocket, 'startGame'), nextState(bobSocket, 'startGame')]);
    await server
      .http()
      .post('/api/game/join')
      .set(players[1].auth)
      .send({ game: TTT, code: body.code.toLowerCase() })
      .expect(200);
    const [start] = await started;
    const socketOf = new Map<number, ClientSocket>([
      [players[0].id, aliceSocket],
      [players[1].id, bobSocket],
    ]);
    return { players, socketOf, start };
  }

  const current = async (who: Guest) =>
    (await server.http().get('/api/game/current-state').set(who.auth)).body as GameState;

  it('plays a whole game to a win: versions count up, the opponent sees every move, then no active game', async () => {
    const { players, socketOf, start } = await startedGame();
    const { moves, final } = winningGame(start);
    for (const [index, { playerId, action }] of moves.entries()) {
      const opponent = socketOf.get(players.find((p) => p.id !== playerId)!.id)!;
      const seen = nextState(opponent, 'emit-state', (state) => state.version === index + 1);
      const ack = await act(socketOf.get(playerId)!, { code: start.code, version: index, action, id: `m${index}` });
      expect(ack).toEqual({ ok: true, version: index + 1 });
      await seen;
    }
    const last = await server.http().post('/api/game/create').set(players[0].auth).send({ game: TTT });
    expect(last.status).toBe(200); // the finished game no longer counts as active
    // The finished game stays the other player's current game (until put away); the creator's is their new one.
    const current = await server.http().get('/api/game/current-state').set(players[1].auth).expect(200);
    expect(current.body).toMatchObject({ code: start.code, gameOver: true });
    const sync = await socketOf.get(players[1].id)!.timeout(5000).emitWithAck('sync', { code: start.code });
    expect(sync).toMatchObject({ ok: true, state: { gameOver: true, player: null, version: moves.length } });
    expect(sync.ok && sync.state.score).toEqual(final.score);
    expect(final.score.map((entry) => entry.score).sort()).toEqual([0, 100]);
  });

  it('refuses bad actions with a clear ack and changes nothing', async () => {
    const { players, socketOf, start } = await startedGame();
    const [alice, bob] = players;
    const aliceSocket = socketOf.get(alice.id)!;
    const bobSocket = socketOf.get(bob.id)!;
    const move = game.legalActions(start as never, alice.id)[0];

    expect(
      await act(bobSocket, { code: start.code, version: 0, action: game.legalActions(start as never, alice.id)[0] }),
    ).toEqual({
      ok: false,
      error: 'Not your turn',
    });
    expect(await act(aliceSocket, { code: start.code, version: 0, action: { board: 99, cell: -1 } })).toMatchObject({
      ok: false,
    });
    expect(await act(aliceSocket, { code: start.code, version: 0, action: 'nonsense' })).toMatchObject({ ok: false });
    expect(await act(aliceSocket, { code: 'ZZZZ', version: 0, action: move })).toEqual({
      ok: false,
      error: 'Unknown game',
    });
    expect(await act(aliceSocket, { code: start.code, version: -1, action: move } as never)).toMatchObject({
      ok: false,
    });
    expect(await aliceSocket.timeout(5000).emitWithAck('action', 'garbage' as never)).toMatchObject({ ok: false });
    expect(
      await aliceSocket.timeout(5000).emitWithAck('action', { code: start.code, version: '0', action: move } as never),
    ).toMatchObject({
      ok: false,
    });
    aliceSocket.emit('action', { code: start.code, version: 0, action: move } as never, undefined as never); // no ack: no crash
    await new Promise((resolve) => setTimeout(resolve, 100));
    const afterNoAck = await current(alice);
    const version = afterNoAck.version; // the ack-less action may have been applied (it was legal)

    const stale = await act(bobSocket, { code: start.code, version: version + 5, action: move });
    expect(stale).toMatchObject({ ok: false, error: 'Stale version', state: { version, code: start.code } });

    // someone else's game
    const outsider = await guest(server.baseUrl);
    const outsiderSocket = await connect(server.baseUrl, { token: outsider.jwt });
    server.track(outsiderSocket);
    expect(await act(outsiderSocket, { code: start.code, version, action: move })).toEqual({
      ok: false,
      error: 'Unknown game',
    });
    expect(await outsiderSocket.timeout(5000).emitWithAck('sync', { code: start.code })).toEqual({
      ok: false,
      error: 'Unknown game',
    });
    expect((await current(alice)).version).toBe(version);
  });

  it('applies a duplicated action id once', async () => {
    const { players, socketOf, start } = await startedGame();
    const [alice] = players;
    const move = game.legalActions(start as never, alice.id)[0];
    const socket = socketOf.get(alice.id)!;
    const request = { code: start.code, version: 0, action: move, id: 'same-id' };
    const [first, second] = await Promise.all([act(socket, request), act(socket, request)]);
    expect(first).toEqual({ ok: true, version: 1 });
    expect(second).toEqual({ ok: true, version: 1 });
    expect(await act(socket, request)).toEqual({ ok: true, version: 1 });
    expect((await current(alice)).version).toBe(1);
  });

  it('accepts an emit-state that is one legal action and refuses forgeries', async () => {
    const { players, socketOf, start } = await startedGame();
    const [alice, bob] = players;
    const post = (who: Guest, state: object) => server.http().post('/api/game/emit-state').set(who.auth).send(state);
    const [first, second] = game.legalActions(start as never, alice.id);
    const one = { ...applied(start, alice.id, first), code: start.code, version: 1 };
    const two = { ...applied(one, bob.id, game.legalActions(one as never, bob.id)[0]), code: start.code, version: 1 };
    const scoreForged = { ...one, score: one.score.map((entry, i) => ({ ...entry, score: i === 0 ? 100 : 0 })) };

    expect((await post(alice, two)).status).toBe(400); // two moves at once
    expect((await post(alice, scoreForged)).body).toEqual({
      message: 'The state is not the result of one legal action',
      status: 400,
    });
    expect((await post(alice, { ...one, state: { ...(one.state as object), boardToPlayIn: 42 } })).status).toBe(400);
    expect((await post(bob, one)).status).toBeGreaterThanOrEqual(400); // not bob's move
    expect((await post(alice, { ...one, version: 2 })).body).toEqual({ message: 'Stale version', status: 409 });
    expect((await current(alice)).version).toBe(0);

    const seen = nextState(socketOf.get(bob.id)!, 'emit-state', (state) => state.version === 1);
    const accepted = await post(alice, one).expect(200);
    expect(accepted.body).toMatchObject({ version: 1, code: start.code });
    expect(await seen).toEqual(accepted.body);
    expect((await post(alice, one)).body).toMatchObject({ status: 409 }); // the same state again is stale now
    expect(second).toBeDefined();
  });

  it('refuses sockets with a forged, expired-looking or absent token', async () => {
    const alice = await guest(server.baseUrl);
    await expect(connect(server.baseUrl, {})).rejects.toThrow('Unauthorized');
    await expect(connect(server.baseUrl, { token: alice.jwt.replace(/.$/, 'A') + 'x' })).rejects.toThrow(
      'Unauthorized',
    );
    await expect(connect(server.baseUrl, { token: 'not-a-jwt' })).rejects.toThrow('Unauthorized');
    await expect(connect(server.baseUrl, { query: { jwt: 'x.y.z' } })).rejects.toThrow('Unauthorized');
    await server.http().get('/api/health').expect(200);
  });
});
