import type { GameState } from '@tabletop/game-kit';
import { applyStatePatches, type SyncAck } from '@tabletop/protocol';
import { MAX_SYNC_PATCHES } from '../src/match/missed-patches';
import { game, type TttMove } from './support/play';
import { act, connect, guest, nextState, startServer, type ClientSocket, type Guest } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';

const TTT = 'super_tic_tac_toe';
type Server = Awaited<ReturnType<typeof startServer>>;

/** `plies` legal moves from `start` after which the game is still running, found by playing the rules. */
function longLine(start: GameState, plies: number): { playerId: number; action: TttMove }[] {
  for (let salt = 1; salt < 500; salt++) {
    let match = start as unknown as Parameters<typeof game.apply>[0];
    const moves: { playerId: number; action: TttMove }[] = [];
    while (moves.length < plies && !match.gameOver && match.player) {
      const legal = game.legalActions(match, match.player.id);
      const action = legal[(moves.length * 7919 + salt * 104729) % legal.length];
      moves.push({ playerId: match.player.id, action });
      const result = game.apply(match, match.player.id, action);
      if (!result.ok) throw new Error(result.error.message);
      match = result.match;
    }
    if (moves.length === plies && !match.gameOver) return moves;
  }
  throw new Error(`found no line of ${plies} moves that keeps the game running`);
}

/** Two guests in a started Super Tic-Tac-Toe game: Alice on `aliceServer`, Bob on `bobServer`. */
async function startedGame(aliceServer: Server, bobServer: Server, track: (...sockets: ClientSocket[]) => void) {
  const alice = await guest(aliceServer.baseUrl);
  const bob = await guest(bobServer.baseUrl);
  const aliceSocket = await connect(aliceServer.baseUrl, { token: alice.jwt });
  const bobSocket = await connect(bobServer.baseUrl, { token: bob.jwt });
  track(aliceSocket, bobSocket);
  const { body } = await aliceServer.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200);
  const started = Promise.all([nextState(aliceSocket, 'startGame'), nextState(bobSocket, 'startGame')]);
  await bobServer.http().post('/api/game/join').set(bob.auth).send({ game: TTT, code: body.code }).expect(200);
  const [start] = await started;
  return { alice, bob, aliceSocket, bobSocket, start };
}

/** Plays the moves in order from `version`, each from the socket `socketOf` gives for its player. */
async function play(
  code: string,
  version: number,
  moves: { playerId: number; action: TttMove }[],
  socketOf: (playerId: number) => ClientSocket,
): Promise<number> {
  for (const { playerId, action } of moves) {
    expect(await act(socketOf(playerId), { code, version, action })).toEqual({ ok: true, version: version + 1 });
    version++;
  }
  return version;
}

const sync = (socket: ClientSocket, request: { code: string; since?: unknown }): Promise<SyncAck> =>
  socket.timeout(5000).emitWithAck('sync', request as { code: string; since?: number });

async function fullState(socket: ClientSocket, code: string): Promise<GameState> {
  const answer = await sync(socket, { code });
  if (!answer.ok || !('state' in answer)) throw new Error(`no full state: ${JSON.stringify(answer)}`);
  return answer.state;
}

/**
 * Bob holds the state at version 2 when his connection drops; Alice and Bob's other tab play three more moves; Bob's
 * reconnected socket (on `reconnectTo`) asks for what it missed.
 */
async function missThreeMoves(
  aliceServer: Server,
  bobServer: Server,
  reconnectTo: Server,
  track: (...sockets: ClientSocket[]) => void,
) {
  const { alice, bob, aliceSocket, bobSocket, start } = await startedGame(aliceServer, bobServer, track);
  const line = longLine(start, 5);
  const socketOf = (tabOfBob: ClientSocket) => (playerId: number) => (playerId === alice.id ? aliceSocket : tabOfBob);
  const held = nextState(bobSocket, 'emit-state', (state) => state.version === 2);
  await play(start.code, 0, line.slice(0, 2), socketOf(bobSocket));
  const bobHeld = await held;
  bobSocket.close();

  const otherTab = await connect(bobServer.baseUrl, { token: bob.jwt });
  track(otherTab);
  await play(start.code, 2, line.slice(2), socketOf(otherTab));

  const back = await connect(reconnectTo.baseUrl, { token: bob.jwt });
  track(back);
  return { alice, bob, back, code: start.code, bobHeld };
}

function expectMissedPatches(answer: SyncAck, held: GameState, current: GameState, bob: Guest, alice: Guest) {
  expect(answer).toEqual({
    ok: true,
    since: held.version,
    patches: [
      expect.objectContaining({ from: 2, version: 3 }),
      expect.objectContaining({ from: 3, version: 4 }),
      expect.objectContaining({ from: 4, version: 5 }),
    ],
    online: expect.arrayContaining([alice.id, bob.id]),
    serverTime: expect.any(Number),
  });
  if (!answer.ok || !('patches' in answer)) throw new Error('no patches');
  expect(current.version).toBe(5);
  expect(applyStatePatches(held, answer.patches)).toEqual(current);
}

describe('sync since a version: a reconnecting client gets what it missed', () => {
  const server = useTestServer();

  it('sends exactly the missed patches, which make the held state the current one', async () => {
    const { alice, bob, back, code, bobHeld } = await missThreeMoves(
      server.server,
      server.server,
      server.server,
      server.track,
    );
    const current = await fullState(back, code);
    expectMissedPatches(await sync(back, { code, since: 2 }), bobHeld, current, bob, alice);
    expect(await sync(back, { code, since: 5 })).toEqual({
      ok: true,
      since: 5,
      patches: [],
      online: expect.any(Array),
      serverTime: expect.any(Number),
    });
  });

  it(`sends the full state to a client more than ${MAX_SYNC_PATCHES} versions behind, ahead, or at version 0`, async () => {
    const { alice, aliceSocket, bobSocket, start } = await startedGame(server.server, server.server, server.track);
    const plies = MAX_SYNC_PATCHES + 2;
    const atTwo = nextState(bobSocket, 'emit-state', (state) => state.version === 2);
    const version = await play(start.code, 0, longLine(start, plies), (id) =>
      id === alice.id ? aliceSocket : bobSocket,
    );
    expect(version).toBe(plies);
    const current = await fullState(bobSocket, start.code);
    expect(current.version).toBe(plies);

    const justEnough = await sync(bobSocket, { code: start.code, since: 2 });
    if (!justEnough.ok || !('patches' in justEnough)) throw new Error(`no patches: ${JSON.stringify(justEnough)}`);
    expect(justEnough.patches).toHaveLength(MAX_SYNC_PATCHES);
    expect(applyStatePatches(await atTwo, justEnough.patches)).toEqual(current);

    for (const since of [1, 0, plies + 1, 1_000_000])
      expect(await sync(bobSocket, { code: start.code, since })).toEqual({
        ok: true,
        state: current,
        online: expect.any(Array),
        serverTime: expect.any(Number),
      });
  });

  it('refuses a since that is not a version, and answers old clients with the full state as before', async () => {
    const { bobSocket, start } = await startedGame(server.server, server.server, server.track);
    for (const since of ['2', -1, 1.5, null, {}, [3], true])
      expect(await sync(bobSocket, { code: start.code, since })).toEqual({ ok: false, error: expect.any(String) });
    expect(await sync(bobSocket, { code: start.code })).toEqual({
      ok: true,
      state: start,
      online: expect.any(Array),
      serverTime: expect.any(Number),
    });
    expect(await sync(bobSocket, { code: 'ZZZZ', since: 1 })).toEqual({ ok: false, error: 'Unknown game' });
  });
});

describe('sync since a version on another instance (two instances, one database, Redis)', () => {
  const servers = useTwoInstances();

  it('gives the player who reconnects to the other instance the same patches', async () => {
    const { one, two, track } = servers;
    const { alice, bob, back, code, bobHeld } = await missThreeMoves(one, one, two, track);
    const current = await fullState(back, code);
    const fromTwo = await sync(back, { code, since: 2 });
    expectMissedPatches(fromTwo, bobHeld, current, bob, alice);

    const onOne = await connect(one.baseUrl, { token: bob.jwt });
    track(onOne);
    const fromOne = await sync(onOne, { code, since: 2 });
    expect(fromOne.ok && 'patches' in fromOne && fromOne.patches).toEqual(
      fromTwo.ok && 'patches' in fromTwo && fromTwo.patches,
    );
  });
});
