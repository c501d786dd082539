import { fakeResponse } from '../test/fake-response';
import { api, onUnauthorized } from './client';
import { isErrorShaped } from './errors';

function mockFetch(response: Response | Error) {
  const fetchMock = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
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
      headers: { Accept: 'application/json', Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'repello' }),
    });
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

  it('rejects a non-ok answer with the status text and status', async () => {
    mockFetch(fakeResponse(404, 'not json', 'Not Found'));
    await expect(api.get('/nowhere')).rejects.toMatchObject({ message: 'Not Found', status: 404 });
  });

  it("prefers the server's error message when the body has one", async () => {
    mockFetch(fakeResponse(400, { message: 'Code must be 4 letters or digits', status: 400 }, 'Bad Request'));
    const error = await api.post('/game/join', {}).catch((e: unknown) => e);
    expect(isErrorShaped(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Code must be 4 letters or digits', status: 400 });
  });

  it('turns a network failure into "Something went wrong" with status 500 and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/games')).rejects.toMatchObject({ message: 'Something went wrong', status: 500 });
    expect(log).toHaveBeenCalled();
  });

  it('calls the registered logout callback on a 401', async () => {
    const logout = jest.fn();
    onUnauthorized(logout);
    mockFetch(fakeResponse(401, { message: 'Unauthorized', status: 401 }));
    await expect(api.get('/game/current-state')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a refused login', async () => {
    const logout = jest.fn();
    onUnauthorized(logout);
    mockFetch(fakeResponse(401, { message: 'Unauthorized', status: 401 }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(logout).not.toHaveBeenCalled();
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
