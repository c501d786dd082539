import type { GameState } from '@tabletop/game-kit';
import { applyStatePatch, type GameStatePatch } from '@tabletop/protocol';
import { winningGame } from './support/play';
import { act, connect, guest, nextState, startServer, type ClientSocket } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';

const TTT = 'super_tic_tac_toe';
type Server = Awaited<ReturnType<typeof startServer>>;

/** Every full state and every patch a socket hears after the start (pushed, or with its own action's answer). */
function record(socket: ClientSocket) {
  const heard = { states: [] as GameState[], patches: [] as GameStatePatch[] };
  socket.on('emit-state', (state) => heard.states.push(state));
  socket.on('state-patch', (patch) => heard.patches.push(patch));
  return heard;
}

/**
 * Alice on `aliceServer`, Bob on `bobServer`, each with a socket that asked for patches and one that did not; they
 * play a whole game. Returns the start, the final state and what each socket heard, in that order.
 */
async function playWithBothKinds(aliceServer: Server, bobServer: Server, track: (...s: ClientSocket[]) => void) {
  const [alice, bob] = await Promise.all([guest(aliceServer.baseUrl), guest(bobServer.baseUrl)]);
  const sockets = await Promise.all([
    connect(aliceServer.baseUrl, { token: alice.jwt, patches: true }),
    connect(aliceServer.baseUrl, { token: alice.jwt }),
    connect(bobServer.baseUrl, { token: bob.jwt, patches: true }),
    connect(bobServer.baseUrl, { token: bob.jwt }),
  ]);
  track(...sockets);
  const [alicePatches, , , bobFull] = sockets;
  const { body } = await aliceServer.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200);
  const started = Promise.all(sockets.map((socket) => nextState(socket, 'startGame')));
  await bobServer.http().post('/api/game/join').set(bob.auth).send({ game: TTT, code: body.code }).expect(200);
  const starts = await started;
  const heard = sockets.map(record);
  const { moves } = winningGame(starts[0]);
  let version = 0;
  // Each move is made once every socket has the previous one, as players move after seeing the state: across
  // instances Redis orders nothing between two instances' broadcasts, and clients rely on versions for that.
  const heardUpTo = (count: number) => heard.every((kind) => kind.states.length + kind.patches.length >= count);
  for (const { playerId, action } of moves) {
    // Alice moves from her socket that asked for patches: her own move's patch comes in the acknowledgement, and is
    // not pushed to that socket; Bob's full-state socket gets the plain acknowledgement.
    const fromAlice = playerId === alice.id;
    const ack = await act(fromAlice ? alicePatches : bobFull, { code: body.code, version, action });
    if (fromAlice) {
      expect(ack).toMatchObject({ ok: true, version: version + 1, patch: { from: version, version: version + 1 } });
      if (ack.ok && ack.patch) heard[0].patches.push({ code: body.code, ...ack.patch });
    } else expect(ack).toEqual({ ok: true, version: version + 1 });
    version++;
    await waitFor(() => heardUpTo(version));
  }
  const final = heard[1].states.at(-1)!;
  expect(final).toMatchObject({ gameOver: true, version: moves.length });
  return { start: starts[0], final, moves, heard };
}

/** The states a socket that asked for patches builds, one per patch, from the start. */
function rebuilt(start: GameState, patches: GameStatePatch[]): GameState[] {
  const states: GameState[] = [];
  let state = start;
  for (const { code, ...patch } of patches) {
    expect(code).toBe(start.code);
    state = applyStatePatch(state, patch);
    states.push(state);
  }
  return states;
}

async function expectEachKindHeardItsOwn(
  aliceServer: Server,
  bobServer: Server,
  track: (...s: ClientSocket[]) => void,
) {
  const { start, final, moves, heard } = await playWithBothKinds(aliceServer, bobServer, track);
  const [alicePatches, aliceFull, bobPatches, bobFull] = heard;
  for (const full of [aliceFull, bobFull]) {
    expect(full.patches).toEqual([]);
    expect(full.states.map((state) => state.version)).toEqual(moves.map((_, index) => index + 1));
  }
  for (const patched of [alicePatches, bobPatches]) {
    expect(patched.states).toEqual([]);
    expect(patched.patches.map(({ from, version }) => [from, version])).toEqual(moves.map((_, i) => [i, i + 1]));
    expect(rebuilt(start, patched.patches)).toEqual(aliceFull.states);
  }
  expect(aliceFull.states.at(-1)).toEqual(final);
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('state patches for clients that ask for them', () => {
  const server = useTestServer();

  it('sends each action as a patch to those clients and as the full state to the others, on one instance', async () => {
    await expectEachKindHeardItsOwn(server.server, server.server, server.track);
  });
});

describe('state patches across two instances (one database, Redis)', () => {
  const servers = useTwoInstances();

  it('sends each kind of client its own, whichever instance it is on', async () => {
    await expectEachKindHeardItsOwn(servers.one, servers.two, servers.track);
  });
});
