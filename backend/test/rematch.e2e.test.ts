import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';

const TTT = 'super_tic_tac_toe';
type Http = () => ReturnType<ReturnType<typeof useTestServer>['http']>;

/** The next `rematch` push with that kind of event, within 5 s. */
function nextOffer(socket: ClientSocket, kind: NonNullable<RematchOffer['event']>['kind']): Promise<RematchOffer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('rematch', listener);
      reject(new Error(`No rematch ${kind} within 5 s`));
    }, 5000);
    const listener = (offer: RematchOffer) => {
      if (offer.event?.kind !== kind) return;
      clearTimeout(timer);
      socket.off('rematch', listener);
      resolve(offer);
    };
    socket.on('rematch', listener);
  });
}

/** Calls as one player, on one server. */
function client(http: Http, who: Guest) {
  const post = (path: string, body: object) => http().post(path).set(who.auth).send(body);
  return {
    ...who,
    post,
    current: () => http().get('/api/game/current-state').set(who.auth),
    offer: (code: string) => http().get(`/api/game/rematch/${code}`).set(who.auth),
    accept: (code: string) => post('/api/game/rematch', { code }),
    decline: (code: string) => post('/api/game/rematch/decline', { code }),
    dismiss: (code: string) => post('/api/game/dismiss', { code }),
    forfeit: (code: string) => post('/api/game/leave', { code }),
  };
}
type Client = ReturnType<typeof client>;

/** Alice creates a Super Tic-Tac-Toe game, Bob joins (it starts), Alice forfeits: Bob wins. */
async function finishedByForfeit(alice: Client, bob: Client): Promise<string> {
  const { code } = (await alice.post('/api/game/create', { game: TTT }).expect(200)).body as GameState;
  await bob.post('/api/game/join', { game: TTT, code }).expect(200);
  await alice.forfeit(code).expect(200);
  return code;
}

describe('the end of a game', () => {
  const server = useTestServer();

  async function player(): Promise<Client & { socket: ClientSocket }> {
    const who = client(() => server.http(), await guest(server.baseUrl));
    const socket = await connect(server.baseUrl, { token: who.jwt, patches: true });
    server.track(socket);
    return { ...who, socket };
  }

  it('stays the current game after a reload until put away (idempotent) or another seat is taken', async () => {
    const [alice, bob] = [await player(), await player()];
    const code = await finishedByForfeit(alice, bob);
    for (const who of [alice, bob])
      expect((await who.current().expect(200)).body).toMatchObject({
        code,
        gameOver: true,
        forfeited: { players: [alice.id], endedGame: true },
      });
    expect((await bob.dismiss(code.toLowerCase()).expect(200)).body).toEqual({ ok: true });
    await bob.dismiss(code).expect(200, { ok: true });
    await bob.current().expect(204);
    await alice.current().expect(200);
    const next = (await alice.post('/api/game/create', { game: TTT }).expect(200)).body as GameState;
    expect((await alice.current().expect(200)).body).toMatchObject({ code: next.code, gameOver: false });
  });

  it('refuses to put away a game still on, an unknown code or a malformed one, changing nothing', async () => {
    const [alice, bob] = [await player(), await player()];
    const { code } = (await alice.post('/api/game/create', { game: TTT }).expect(200)).body as GameState;
    await alice.dismiss(code).expect(409, { message: 'The game is still on: leave or forfeit it first', status: 409 });
    await bob.dismiss(code).expect(404, { message: 'Unknown game', status: 404 });
    await alice.dismiss('ZZ').expect(400);
    await alice.post('/api/game/dismiss', {}).expect(400);
    expect((await alice.current().expect(200)).body).toMatchObject({ code, gameOver: false });
  });

  it('shows the game to a Repello player who forfeited while the others play on, until they put it away', async () => {
    const [ann, ben, cid] = [await player(), await player(), await player()];
    const { code } = (await ann.post('/api/game/create', { game: 'repello' }).expect(200)).body as GameState;
    await ben.post('/api/game/join', { game: 'repello', code }).expect(200);
    await cid.post('/api/game/join', { game: 'repello', code }).expect(200);
    await ann.post('/api/game/start', { game: 'repello', code, overrideStart: true }).expect(200);
    const left = (await cid.forfeit(code).expect(200)).body as { ok: true; state: GameState };
    expect(left.state).toMatchObject({ code, gameOver: false, forfeited: { players: [cid.id], endedGame: false } });
    expect((await cid.current().expect(200)).body).toMatchObject({ code, gameOver: false });
    await cid.dismiss(code).expect(200);
    await cid.current().expect(204);
    expect((await ben.current().expect(200)).body).toMatchObject({ code, gameOver: false });
  });

  it('starts a rematch once everyone accepts: same players, first player rotated, every seat moved live', async () => {
    const [alice, bob] = [await player(), await player()];
    const code = await finishedByForfeit(alice, bob);
    const offered = nextOffer(bob.socket, 'accepted');
    const first = (await alice.accept(code).expect(200)).body as RematchOffer;
    expect(first).toEqual({ code, status: 'open', accepted: [alice.id], waitingFor: [bob.id], next: null });
    expect(await offered).toMatchObject({ accepted: [alice.id], event: { kind: 'accepted', by: alice.id } });
    expect((await alice.accept(code).expect(200)).body).toEqual(first);
    expect((await bob.offer(code).expect(200)).body).toEqual(first);

    const moved = nextState(alice.socket, 'startGame', (state) => state.code !== code);
    const started = (await bob.accept(code).expect(200)).body as RematchOffer & { state: GameState };
    expect(started).toMatchObject({ code, status: 'started', next: started.state.code });
    expect(started.state.score.map((entry) => entry.player.id)).toEqual([bob.id, alice.id]);
    expect(started.state).toMatchObject({ player: { id: bob.id }, gameOver: false, version: 0 });
    expect((await moved).code).toBe(started.state.code);
    for (const who of [alice, bob])
      expect((await who.current().expect(200)).body).toMatchObject({ code: started.state.code });
    await alice.accept(code).expect(409, { message: 'The rematch has already started', status: 409 });
    expect((await alice.offer(code).expect(200)).body).toMatchObject({ status: 'started', next: started.state.code });
  });

  it('cancels the offer for everyone on a decline; anyone may ask again', async () => {
    const [alice, bob] = [await player(), await player()];
    const code = await finishedByForfeit(alice, bob);
    await bob.decline(code).expect(409, { message: 'There is no rematch offer to decline', status: 409 });
    await alice.accept(code).expect(200);
    const [seenByAlice, seenByBob] = [nextOffer(alice.socket, 'declined'), nextOffer(bob.socket, 'declined')];
    expect((await bob.decline(code).expect(200)).body).toMatchObject({ status: 'open', accepted: [] });
    for (const seen of await Promise.all([seenByAlice, seenByBob]))
      expect(seen).toMatchObject({ accepted: [], event: { kind: 'declined', by: bob.id } });
    expect((await bob.accept(code).expect(200)).body).toMatchObject({ accepted: [bob.id], waitingFor: [alice.id] });
  });

  it('cancels the offer when a player leaves, and closes it when too few are left', async () => {
    const [alice, bob] = [await player(), await player()];
    const code = await finishedByForfeit(alice, bob);
    await alice.accept(code).expect(200);
    const seen = nextOffer(alice.socket, 'left');
    await bob.dismiss(code).expect(200);
    expect(await seen).toMatchObject({ status: 'closed', accepted: [], event: { kind: 'left', by: bob.id } });
    await alice.accept(code).expect(409, { message: 'Too few players are left for a rematch', status: 409 });
    await bob.accept(code).expect(409, { message: 'You left this game', status: 409 });
  });

  it('counts starting another game as leaving: the offer is cancelled and nobody is seated twice', async () => {
    const [alice, bob] = [await player(), await player()];
    const code = await finishedByForfeit(alice, bob);
    await alice.accept(code).expect(200);
    await bob.post('/api/game/create', { game: TTT }).expect(200);
    const seen = nextOffer(alice.socket, 'left');
    await alice.accept(code).expect(409, { message: 'A player has started another game', status: 409 });
    expect(await seen).toMatchObject({ status: 'closed', event: { kind: 'left', by: bob.id } });
    expect((await alice.current().expect(200)).body).toMatchObject({ code, gameOver: true });
  });

  it('refuses a rematch of an unknown code, of a game not over or not the caller’s, and bad input', async () => {
    const [alice, bob, carol] = [await player(), await player(), await player()];
    const { code } = (await alice.post('/api/game/create', { game: TTT }).expect(200)).body as GameState;
    await bob.post('/api/game/join', { game: TTT, code }).expect(200);
    await alice.accept(code).expect(409, { message: 'The game is not over', status: 409 });
    await alice.decline(code).expect(409, { message: 'The game is not over', status: 409 });
    await alice.offer(code).expect(409, { message: 'The game is not over', status: 409 });
    await carol.accept(code).expect(404, { message: 'Unknown game', status: 404 });
    await carol.offer('QQQQ').expect(404, { message: 'Unknown game', status: 404 });
    await alice.accept('ABCDE').expect(400);
    await alice.offer('A%2FB').expect(400);
    await alice.post('/api/game/rematch', { code: 12 }).expect(400);
    await alice.forfeit(code).expect(200);
    expect((await bob.offer(code).expect(200)).body).toMatchObject({ status: 'open', accepted: [] });
  });
});

describe('a rematch across two instances', () => {
  const servers = useTwoInstances();

  it('shows the offer live to a player on the other instance and moves both to the rematch', async () => {
    const aliceGuest = await guest(servers.one.baseUrl);
    const bobGuest = await guest(servers.two.baseUrl);
    const alice = client(() => servers.one.http(), aliceGuest);
    const bob = client(() => servers.two.http(), bobGuest);
    const [aliceSocket, bobSocket] = await Promise.all([
      connect(servers.one.baseUrl, { token: alice.jwt }),
      connect(servers.two.baseUrl, { token: bob.jwt }),
    ]);
    servers.track(aliceSocket, bobSocket);
    const code = await finishedByForfeit(alice, bob);
    const offered = nextOffer(bobSocket, 'accepted');
    await alice.accept(code).expect(200);
    expect(await offered).toMatchObject({ code, accepted: [alice.id], waitingFor: [bob.id] });
    const moved = nextState(aliceSocket, 'startGame', (state) => state.code !== code);
    const started = (await bob.accept(code).expect(200)).body as RematchOffer & { state: GameState };
    expect(await moved).toMatchObject({ code: started.state.code, player: { id: bob.id } });
  });
});
