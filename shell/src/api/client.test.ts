import { fakeResponse } from '../test/fake-response';
import { api } from './client';
import { isErrorShaped } from './errors';
import { onUnauthorized } from './session';

function mockFetch(...responses: (Response | Error)[]) {
  const fetchMock = jest.fn(async () => {
    const response = responses.length > 1 ? responses.shift() : responses[0];
    if (response instanceof Error) throw response;
    return response as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

type Answer = { status: number; body?: unknown };

/** A fetch that answers by path and checks the bearer token: `valid` is the token the server accepts. */
function serverAccepting(valid: { token: string }, refresh: () => Answer | Promise<Answer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/auth/refresh-token') {
      const { status, body } = await refresh();
      return fakeResponse(status, body);
    }
    const auth = (init?.headers as Record<string, string>).Authorization;
    return auth === `Bearer ${valid.token}`
      ? fakeResponse(200, { url })
      : fakeResponse(401, { message: 'Unauthorized' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function callsTo(fetchMock: jest.Mock, url: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === url) as [string, RequestInit][];
}

afterEach(() => {
  localStorage.clear();
  onUnauthorized(null);
  jest.restoreAllMocks();
});

describe('api client', () => {
  it('sends JSON under /api with the bearer token from local storage and cookies', async () => {
    localStorage.setItem('jwt', 'abc');
    const fetchMock = mockFetch(fakeResponse(200, { ok: 1 }));
    await expect(api.post('/game/create', { game: 'repello' })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/game/create', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer abc',
        'Content-Type': 'application/json',
        'X-Requested-With': 'tabletop',
      },
      body: JSON.stringify({ game: 'repello' }),
    });
  });

  it("marks the session calls as the shell's own, which the server requires of a browser", async () => {
    const fetchMock = mockFetch(fakeResponse(200, { id: 1, jwt: 'j', name: 'n' }));
    await api.post('/auth/guest');
    await api.post('/auth/logout');
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
      expect(init.headers).toMatchObject({ 'X-Requested-With': 'tabletop' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(fakeResponse(200, []));
    await api.get('/games');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('resolves a 204 to undefined', async () => {
    mockFetch(fakeResponse(204));
    await expect(api.get('/game/current-state')).resolves.toBeUndefined();
  });

  it('rejects a non-ok answer with the status text and status, even when the body has a message', async () => {
    mockFetch(fakeResponse(400, { message: 'Code must be 4 letters or digits', status: 400 }, 'Bad Request'));
    const error = await api.post('/game/join', {}).catch((e: unknown) => e);
    expect(isErrorShaped(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Bad Request', status: 400 });
  });

  it("keeps the server's own message and a 429's Retry-After beside the status text", async () => {
    const body = { message: 'You already have an active game', status: 409 };
    mockFetch(fakeResponse(409, body));
    await expect(api.post('/game/create', {})).rejects.toMatchObject({
      message: 'Conflict',
      reason: 'You already have an active game',
      unreachable: false,
    });
    mockFetch(fakeResponse(429, { message: 'Too many requests', status: 429 }, undefined, { 'Retry-After': '12' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 12 });
  });

  it('marks a network failure and a proxy with no backend (502-504) as unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/games')).rejects.toMatchObject({ status: 500, unreachable: true });
    mockFetch(fakeResponse(502, { message: 'Bad Gateway', status: 502 }, 'Bad Gateway'));
    await expect(api.get('/games')).rejects.toMatchObject({ status: 502, unreachable: true });
    mockFetch(fakeResponse(504, '<html>timeout</html>', 'Gateway Timeout'));
    await expect(api.get('/games')).rejects.toMatchObject({ status: 504, unreachable: true, reason: undefined });
  });

  it('names the status when the answer has no status text', async () => {
    mockFetch(fakeResponse(404, 'not json', ''));
    await expect(api.get('/nowhere')).rejects.toMatchObject({ message: 'Request failed with status 404', status: 404 });
  });

  it('turns a network failure into "Something went wrong" with status 500 and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch');
    mockFetch(failure);
    const error = await api.get('/games').catch((e: unknown) => e);
    expect(isErrorShaped(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Something went wrong', status: 500 });
    expect(log).toHaveBeenCalledWith(failure);
  });
});

describe('api client session renewal', () => {
  it('on a 401 refreshes once, stores the new token and retries the request with it', async () => {
    localStorage.setItem('jwt', 'expired');
    const server = { token: 'fresh' };
    const fetchMock = serverAccepting(server, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await expect(api.get('/game/current-state')).resolves.toEqual({ url: '/api/game/current-state' });
    expect(localStorage.getItem('jwt')).toBe('fresh');
    const [refresh] = callsTo(fetchMock, '/api/auth/refresh-token');
    expect(refresh[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    // The server refuses a renewal from a browser without it (a cross-site form cannot send a header).
    expect(refresh[1].headers).toMatchObject({ 'X-Requested-With': 'tabletop' });
    const attempts = callsTo(fetchMock, '/api/game/current-state');
    expect(attempts.map(([, init]) => (init.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
  });

  it('calls the logout callback and rejects with 401 when the refresh is refused', async () => {
    localStorage.setItem('jwt', 'expired');
    const logout = jest.fn();
    onUnauthorized(logout);
    const fetchMock = serverAccepting({ token: 'never' }, () => ({ status: 401, body: { message: 'Unauthorized' } }));
    await expect(api.get('/game/current-state')).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, '/api/game/current-state')).toHaveLength(1);
  });

  it('treats a refresh answer without a token as refused', async () => {
    localStorage.setItem('jwt', 'expired');
    const logout = jest.fn();
    onUnauthorized(logout);
    serverAccepting({ token: 'never' }, () => ({ status: 200, body: {} }));
    await expect(api.get('/game/current-state')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    localStorage.setItem('jwt', 'expired');
    let release: (answer: Answer) => void = () => {};
    const fetchMock = serverAccepting({ token: 'fresh' }, () => new Promise<Answer>((resolve) => (release = resolve)));
    const calls = [api.get('/game/current-state'), api.get('/games'), api.post('/game/create', { game: 'repello' })];
    await new Promise((resolve) => setTimeout(resolve, 0));
    release({ status: 200, body: { jwt: 'fresh' } });
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('retries without refreshing again when another call renewed the token meanwhile', async () => {
    localStorage.setItem('jwt', 'expired');
    const fetchMock = serverAccepting({ token: 'fresh' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await api.get('/games');
    await api.get('/game/current-state');
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    localStorage.setItem('jwt', 'expired');
    const logout = jest.fn();
    onUnauthorized(logout);
    const fetchMock = serverAccepting({ token: 'not-this-one' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await expect(api.get('/game/current-state')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/game/current-state')).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('does not log out when the refresh cannot reach the server', async () => {
    localStorage.setItem('jwt', 'expired');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const logout = jest.fn();
    onUnauthorized(logout);
    serverAccepting({ token: 'fresh' }, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/games')).rejects.toMatchObject({ message: 'Something went wrong', status: 500 });
    expect(logout).not.toHaveBeenCalled();
    expect(localStorage.getItem('jwt')).toBe('expired');
  });

  it.each(['/auth/login', '/auth/guest', '/auth/google', '/auth/logout'])(
    'does not refresh or log out on a 401 from %s',
    async (path) => {
      localStorage.setItem('jwt', 'expired');
      const logout = jest.fn();
      onUnauthorized(logout);
      const fetchMock = serverAccepting({ token: 'never' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
      await expect(api.post(path, {})).rejects.toMatchObject({ status: 401 });
      expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(0);
      expect(logout).not.toHaveBeenCalled();
    },
  );

  it('does not refresh when the request carried no token', async () => {
    const fetchMock = serverAccepting({ token: 'fresh' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await expect(api.get('/game/current-state')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(0);
  });
});

describe('isErrorShaped', () => {
  it('needs both a message and a status', () => {
    expect(isErrorShaped({ message: 'x', status: 500 })).toBe(true);
    expect(isErrorShaped({ message: 'x' })).toBe(false);
    expect(isErrorShaped({ status: 500 })).toBe(false);
    expect(isErrorShaped(null)).toBe(false);
    expect(isErrorShaped('Something went wrong')).toBe(false);
  });
});

describe('session renewal across tabs', () => {
  const locks = (beforeRun: () => void) => ({
    request: jest.fn(async (_name: string, run: () => Promise<unknown>) => {
      beforeRun();
      return run();
    }),
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('renews under a Web Lock, and takes the token another tab renewed meanwhile instead of spending the cookie', async () => {
    localStorage.setItem('jwt', 'expired');
    const lockManager = locks(() => localStorage.setItem('jwt', 'from-other-tab'));
    Object.defineProperty(navigator, 'locks', { value: lockManager, configurable: true });
    const fetchMock = serverAccepting({ token: 'from-other-tab' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await expect(api.get('/games')).resolves.toEqual({ url: '/api/games' });
    expect(lockManager.request).toHaveBeenCalledWith('tabletop-refresh-token', expect.any(Function));
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(0);
  });

  it('spends the cookie under the lock when no other tab has renewed', async () => {
    localStorage.setItem('jwt', 'expired');
    Object.defineProperty(navigator, 'locks', { value: locks(() => {}), configurable: true });
    const fetchMock = serverAccepting({ token: 'fresh' }, () => ({ status: 200, body: { jwt: 'fresh' } }));
    await expect(api.get('/games')).resolves.toEqual({ url: '/api/games' });
    expect(callsTo(fetchMock, '/api/auth/refresh-token')).toHaveLength(1);
  });
});
