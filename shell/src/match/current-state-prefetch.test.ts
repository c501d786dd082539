import { fakeFetch } from '../test/render-app';
import { prefetchCurrentState, takeArrivedCurrentState, takeCurrentState } from './current-state-prefetch';

const stateCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/game/current-state').length;

describe('the current game prefetched at startup', () => {
  it('is taken once, by its own user; every later ask fetches afresh', async () => {
    const fetchMock = fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: { code: 'AB12' } }) });
    prefetchCurrentState(7);
    expect(stateCalls(fetchMock)).toBe(1);
    await expect(takeCurrentState(8)).resolves.toEqual({ code: 'AB12' });
    expect(stateCalls(fetchMock)).toBe(2);
    await expect(takeCurrentState(7)).resolves.toEqual({ code: 'AB12' });
    expect(stateCalls(fetchMock)).toBe(2);
    await takeCurrentState(7);
    expect(stateCalls(fetchMock)).toBe(3);
  });

  it('answers a failure as the error, never rejecting', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 500, body: { message: 'boom', status: 500 } }) });
    prefetchCurrentState(7);
    await expect(takeCurrentState(7)).resolves.toMatchObject({ status: 500 });
  });

  it('is handed over without waiting once it has come, to its own user only, and only once', async () => {
    const fetchMock = fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: { code: 'CD34' } }) });
    prefetchCurrentState(7);
    expect(takeArrivedCurrentState(7)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeArrivedCurrentState(8)).toBeUndefined();
    expect(takeArrivedCurrentState(7)).toEqual({ answer: { code: 'CD34' } });
    expect(takeArrivedCurrentState(7)).toBeUndefined();
    await takeCurrentState(7);
    expect(stateCalls(fetchMock)).toBe(2);
  });
});
