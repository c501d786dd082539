/* global describe, it, expect, jest */
const { precacheWorker } = require('./precache-worker');

const SETTINGS = {
  cacheName: 'tabletop-shell-new',
  cachePrefix: 'tabletop-shell-',
  files: ['/main.0123abcd.js', '/42.89abcdef.js'],
};

/** A worker scope with the parts the worker uses, recording what it does. */
function fakeWorker(existingCaches = []) {
  const listeners = {};
  const stored = new Map(existingCaches.map((name) => [name, []]));
  const worker = {
    addEventListener: (type, listener) => (listeners[type] = listener),
    skipWaiting: jest.fn().mockResolvedValue(undefined),
    caches: {
      open: jest.fn(async (name) => {
        if (!stored.has(name)) stored.set(name, []);
        return { addAll: async (files) => stored.get(name).push(...files) };
      }),
      keys: async () => [...stored.keys()],
      delete: async (name) => stored.delete(name),
    },
  };
  return { worker, listeners, stored };
}

/** Dispatches an event the way a browser does, and waits for what it asked to be waited for. */
async function dispatch(listener, extra = {}) {
  const waited = [];
  listener({ waitUntil: (promise) => waited.push(promise), ...extra });
  await Promise.all(waited);
  return waited.length;
}

describe('precacheWorker', () => {
  it('keeps every script in its cache, routes each to it and takes over once both are done', async () => {
    const { worker, listeners, stored } = fakeWorker();
    const addRoutes = jest.fn().mockResolvedValue(undefined);
    precacheWorker(worker, SETTINGS);

    await dispatch(listeners.install, { addRoutes });

    expect(stored.get('tabletop-shell-new')).toEqual(SETTINGS.files);
    expect(addRoutes).toHaveBeenCalledWith({
      condition: { or: [{ urlPattern: '/main.0123abcd.js' }, { urlPattern: '/42.89abcdef.js' }] },
      source: { cacheName: 'tabletop-shell-new' },
    });
    expect(worker.skipWaiting).toHaveBeenCalled();
  });

  it('fails its install when a script cannot be cached, so no route ever points at a missing file', async () => {
    const { worker, listeners } = fakeWorker();
    worker.caches.open = async () => ({ addAll: async () => Promise.reject(new TypeError('network error')) });
    precacheWorker(worker, SETTINGS);

    await expect(dispatch(listeners.install, { addRoutes: jest.fn().mockResolvedValue(undefined) })).rejects.toThrow(
      'network error',
    );
    expect(worker.skipWaiting).not.toHaveBeenCalled();
  });

  it('keeps nothing in a browser without static routes, where nothing would ever be answered from it', async () => {
    const { worker, listeners, stored } = fakeWorker();
    precacheWorker(worker, SETTINGS);

    await dispatch(listeners.install);
    expect(worker.caches.open).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(worker.skipWaiting).toHaveBeenCalled();
  });

  it('takes over at once when it keeps nothing, so that it can take an older worker out', async () => {
    const { worker, listeners, stored } = fakeWorker(['tabletop-shell-old']);
    const addRoutes = jest.fn().mockResolvedValue(undefined);
    precacheWorker(worker, { ...SETTINGS, files: [] });

    await dispatch(listeners.install, { addRoutes });
    await dispatch(listeners.activate);

    expect(addRoutes).not.toHaveBeenCalled();
    expect(worker.skipWaiting).toHaveBeenCalled();
    expect([...stored.keys()]).toEqual([]);
  });

  it("deletes older builds' caches when it takes over, and no one else's", async () => {
    const { worker, listeners, stored } = fakeWorker([
      'tabletop-shell-old',
      'tabletop-shell-new',
      'tabletop-shell-older',
      'someone-else',
    ]);
    precacheWorker(worker, SETTINGS);

    await dispatch(listeners.activate);

    expect([...stored.keys()]).toEqual(['tabletop-shell-new', 'someone-else']);
  });
});
