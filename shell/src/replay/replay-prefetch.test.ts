import { fakeFetch } from '../test/render-app';
import { prefetchReplay, takeReplay } from './replay-prefetch';

const replayCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => url === '/api/replays/41').length;

describe('the replay prefetched at startup', () => {
  it('is taken once by its page, which fetches afresh after that', async () => {
    const fetchMock = fakeFetch({ '/api/replays/41': () => ({ status: 200, body: { id: 41 } }) });
    const started = prefetchReplay('41');
    expect(replayCalls(fetchMock)).toBe(1);
    await expect(takeReplay('41')).resolves.toEqual({ id: 41 });
    await expect(started).resolves.toEqual({ id: 41 });
    expect(replayCalls(fetchMock)).toBe(1);
    await takeReplay('41');
    expect(replayCalls(fetchMock)).toBe(2);
  });

  it('serves no other id, and hands its refusal to the page', async () => {
    const fetchMock = fakeFetch({
      '/api/replays/41': () => ({ status: 409, body: { message: 'The game is still running', status: 409 } }),
      '/api/replays/42': () => ({ status: 200, body: { id: 42 } }),
    });
    void prefetchReplay('41');
    await expect(takeReplay('42')).resolves.toEqual({ id: 42 });
    await expect(takeReplay('41')).rejects.toMatchObject({ status: 409, reason: 'The game is still running' });
    expect(replayCalls(fetchMock)).toBe(1);
  });
});
