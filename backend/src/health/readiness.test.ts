import { answersWithin, readinessOf } from './readiness';

describe('readinessOf', () => {
  it('is ready when nothing configured is down', () => {
    expect(readinessOf({ database: 'up', redis: 'not-configured' })).toEqual({
      ready: true,
      body: { status: 'ready', checks: { database: 'up', redis: 'not-configured' } },
    });
    expect(readinessOf({ database: 'up', redis: 'up' }).ready).toBe(true);
  });

  it('answers 503 naming what is down', () => {
    expect(readinessOf({ database: 'up', redis: 'down' })).toEqual({
      ready: false,
      body: { message: 'Not ready: redis down', status: 503, checks: { database: 'up', redis: 'down' } },
    });
    expect(readinessOf({ database: 'down', redis: 'down' }).body).toMatchObject({
      message: 'Not ready: database and redis down',
    });
  });
});

describe('answersWithin', () => {
  it('is true for a probe that resolves in time, false for one that fails or hangs', async () => {
    expect(await answersWithin(async () => 'PONG', 1000)).toBe(true);
    expect(await answersWithin(() => Promise.reject(new Error('refused')), 1000)).toBe(false);
    const started = Date.now();
    expect(await answersWithin(() => new Promise(() => undefined), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
