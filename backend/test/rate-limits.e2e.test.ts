import { signIn, type SignedInUser } from './support/auth';
import { useTestServer } from './support/test-server';
import { expectThrottled } from './support/throttled';

describe('per-IP rate limits', () => {
  const server = useTestServer({
    AUTH_RATE_LIMIT: '3/60s',
    GUEST_RATE_LIMIT: '2 60',
    JOIN_RATE_LIMIT: '2/1m',
  });
  const guests: SignedInUser[] = [];

  it('limits guest sign-ins', async () => {
    guests.push(await signIn(server.baseUrl, '/api/auth/guest'), await signIn(server.baseUrl, '/api/auth/guest'));
    expectThrottled(await server.http().post('/api/auth/guest'));
  });

  it('limits joins by invite code, not other lobby calls', async () => {
    const [alice] = guests;
    for (let attempt = 0; attempt < 2; attempt++) {
      await server
        .http()
        .post('/api/game/join')
        .set(alice.auth)
        .send({ game: 'super_tic_tac_toe', code: 'ZZZZ' })
        .expect(404);
    }
    expectThrottled(
      await server.http().post('/api/game/join').set(alice.auth).send({ game: 'super_tic_tac_toe', code: 'ZZZZ' }),
    );
    for (let attempt = 0; attempt < 4; attempt++) {
      await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
    }
  });

  it('limits login, register and Google sign-in together', async () => {
    const wrong = { username: 'nobody_here', password: 'wrong password' };
    for (let attempt = 0; attempt < 3; attempt++) await server.http().post('/api/auth/login').send(wrong).expect(401);
    expectThrottled(await server.http().post('/api/auth/login').send(wrong));
    expectThrottled(
      await server
        .http()
        .post('/api/auth/register')
        .send({ username: 'new_user', password: 'password1', repeatPassword: 'password1' }),
    );
    expectThrottled(await server.http().post('/api/auth/google').send({ token: 'x' }));
    // Refreshing and the public reads are not limited.
    await server.http().get('/api/auth/config').expect(200);
    await server.http().post('/api/auth/refresh-token').set('Cookie', guests[1].cookie).expect(200);
  });
});
