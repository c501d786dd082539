import type { GameState } from '@tabletop/game-kit';
import { connect, guest, nextState } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

describe('HTTP lobby and error answers', () => {
  const server = useTestServer();

  it('answers health and the games manifest without a token', async () => {
    await server.http().get('/api/health').expect(200, { status: 'ok' });
    const games = await server.http().get('/api/games').expect(200);
    // The spec's three games first, in its order; scripts/test/games-agree.test.ts holds the whole list to the folders.
    expect(games.body.slice(0, 3)).toEqual([
      {
        url: TTT,
        displayText: 'Super Tic-Tac-Toe',
        menuLabel: 'SUPER TIC-TAC-TOE',
        players: [2, 2],
        showScore: false,
        remote: { name: 'super_tic_tac_toe', entry: '/boards/super-tic-tac-toe/mf-manifest.json' },
        description: expect.any(String),
        picture: '/boards/super-tic-tac-toe/thumbnail.svg',
        clock: { initial: 180, increment: 2 },
      },
      {
        url: 'repello',
        displayText: 'Repello',
        menuLabel: 'REPELLO',
        players: [2, 4],
        showScore: true,
        remote: { name: 'repello', entry: '/boards/repello/mf-manifest.json' },
        description: expect.any(String),
        picture: '/boards/repello/thumbnail.svg',
        clock: { initial: 300, increment: 5 },
      },
      {
        url: 'winzards/football',
        displayText: 'Football',
        menuLabel: 'FOOTBALL',
        players: [2, 2],
        showScore: true,
        remote: { name: 'winzard_football', entry: '/boards/winzard-football/mf-manifest.json' },
        description: expect.any(String),
        picture: '/boards/winzard-football/thumbnail.svg',
        clock: { initial: 300, increment: 5 },
      },
    ]);
  });

  it('gives guests a UUID name and a JWT the guard accepts', async () => {
    const alice = await guest(server.baseUrl);
    expect(alice.name).toMatch(/^[0-9a-f-]{36}$/);
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
    await server.http().get('/api/game/current-state').expect(401, { message: 'Unauthorized', status: 401 });
    await server
      .http()
      .get('/api/game/current-state')
      .set({ Authorization: `Bearer ${alice.jwt.slice(0, -2)}xx` })
      .expect(401);
  });

  it('answers every bad request with { message, status } and no 5xx', async () => {
    const alice = await guest(server.baseUrl);
    const post = (path: string) => server.http().post(path).set(alice.auth);
    const malformed = await post('/api/game/create').set('Content-Type', 'application/json').send('{"game":');
    expect(malformed.body).toEqual({ message: 'Malformed JSON body', status: 400 });
    expect((await post('/api/game/create').send({ game: 42 })).body).toMatchObject({ status: 400 });
    expect((await post('/api/game/create').send({ game: TTT, extra: 1 })).body).toMatchObject({ status: 400 });
    expect((await post('/api/game/create').send([1, 2])).status).toBe(400);
    expect((await post('/api/game/create').send({ game: 'chess' })).body).toEqual({
      message: 'Unknown game',
      status: 400,
    });
    expect((await post('/api/game/join').send({ game: TTT, code: 'AB' })).body).toMatchObject({ status: 400 });
    expect((await post('/api/game/join').send({ game: TTT, code: 'ZZZZ' })).body).toEqual({
      message: 'Inactive code',
      status: 404,
    });
    expect((await post('/api/game/emit-state').send({ game: TTT })).body).toMatchObject({ status: 400 });
    expect((await server.http().get('/api/no-such-route')).body).toMatchObject({ status: 404 });
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
  });

  it('creates a waiting game, joins it case-insensitively and starts it for both players', async () => {
    const alice = await guest(server.baseUrl);
    const bob = await guest(server.baseUrl);
    const aliceSocket = await connect(server.baseUrl, { token: alice.jwt });
    const bobSocket = await connect(server.baseUrl, { token: bob.jwt });
    server.track(aliceSocket, bobSocket);

    const created = await server.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200);
    const waiting: GameState = created.body;
    expect(waiting).toEqual({
      game: TTT,
      player: null,
      score: [{ player: { id: alice.id, name: alice.name }, score: 0 }],
      gameOver: false,
      state: null,
      code: expect.stringMatching(/^[A-Z0-9]{4}$/),
      version: 0,
      // An unlisted game gets no clock unless its creator picks one.
      clock: null,
    });
    await server
      .http()
      .post('/api/game/create')
      .set(alice.auth)
      .send({ game: TTT })
      .expect(409, { message: 'You already have an active game', status: 409 });
    expect((await server.http().get('/api/game/current-state').set(alice.auth).expect(200)).body).toEqual(waiting);

    const aliceStarts = nextState(aliceSocket, 'startGame');
    const bobStarts = nextState(bobSocket, 'startGame');
    const joined = await server
      .http()
      .post('/api/game/join')
      .set(bob.auth)
      .send({ game: TTT, code: waiting.code.toLowerCase() })
      .expect(200);
    expect(joined.body).toMatchObject({ code: waiting.code, version: 0, gameOver: false, player: { id: alice.id } });
    expect(joined.body.score.map((entry: { player: { id: number } }) => entry.player.id)).toEqual([alice.id, bob.id]);
    expect(await aliceStarts).toEqual(joined.body);
    expect(await bobStarts).toEqual(joined.body);

    const carol = await guest(server.baseUrl);
    await server
      .http()
      .post('/api/game/join')
      .set(carol.auth)
      .send({ game: TTT, code: waiting.code })
      .expect(404, { message: 'Inactive code', status: 404 });
    await server
      .http()
      .post('/api/game/start')
      .set(alice.auth)
      .send({ game: TTT, code: waiting.code, overrideStart: true })
      .expect(409);
    await server
      .http()
      .post('/api/game/start')
      .set(carol.auth)
      .send({ game: TTT, code: waiting.code, overrideStart: true })
      .expect(404);
    await server.http().get('/api/game/current-state').set(carol.auth).expect(204);
  });

  it('lets only the creator force a start, and not before the minimum is seated', async () => {
    const alice = await guest(server.baseUrl);
    const bob = await guest(server.baseUrl);
    const { body: game } = await server.http().post('/api/game/create').set(alice.auth).send({ game: TTT }).expect(200);
    await server
      .http()
      .post('/api/game/start')
      .set(alice.auth)
      .send({ game: TTT, code: game.code, state: game, overrideStart: true })
      .expect(409, { message: 'Not enough players to start', status: 409 });
    await server
      .http()
      .post('/api/game/start')
      .set(bob.auth)
      .send({ game: TTT, code: game.code, overrideStart: true })
      .expect(404, { message: 'Inactive code', status: 404 });
    await server.http().post('/api/game/join').set(bob.auth).send({ game: 'repello', code: game.code }).expect(404);
    expect((await server.http().get('/api/game/current-state').set(alice.auth)).body.version).toBe(0);
  });

  it('keeps a player to one live game: joining another is refused, joining their own again changes nothing', async () => {
    const [alice, bob, carol] = [await guest(server.baseUrl), await guest(server.baseUrl), await guest(server.baseUrl)];
    const create = (who: typeof alice, game: string) =>
      server.http().post('/api/game/create').set(who.auth).send({ game }).expect(200);
    const { body: alicesGame } = await create(alice, 'repello');
    const { body: bobsGame } = await create(bob, 'repello');
    const join = (who: typeof alice, code: string) =>
      server.http().post('/api/game/join').set(who.auth).send({ game: 'repello', code });

    expect((await join(alice, bobsGame.code)).body).toEqual({
      message: 'You already have an active game',
      status: 409,
    });
    expect((await join(carol, alicesGame.code).expect(200)).body.score).toHaveLength(2);
    const again = (await join(carol, alicesGame.code).expect(200)).body;
    expect(again).toMatchObject({ version: 0, code: alicesGame.code });
    expect(again.score).toHaveLength(2);
    expect((await join(carol, bobsGame.code)).body).toEqual({
      message: 'You already have an active game',
      status: 409,
    });
    const bobs = await server.http().get('/api/game/current-state').set(bob.auth).expect(200);
    expect(bobs.body.score.map((entry: { player: { id: number } }) => entry.player.id)).toEqual([bob.id]);
  });
});
