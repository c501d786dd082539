// The service worker's code. ./plugin.js writes it into the shell's build as /sw.js, called with the build's list of
// scripts: `(${precacheWorker})(self, settings)`. It is copied as text, so it must use nothing from outside its body.

/**
 * Keeps the shell's content-hashed scripts in a cache of its own and has the browser answer them from there on later
 * visits, for two reasons:
 * - Chrome compiles a script whole when a service worker caches it while installing, and keeps that code beside it.
 *   A repeat visit then runs the shell without compiling it: its profile spent more time compiling functions on
 *   first call than on anything else (the HTTP cache's own code cache keeps only what ran at start).
 * - The scripts are answered by static routes (InstallEvent.addRoutes), which the browser follows without starting
 *   the worker. There is no fetch handler, so pages, API calls and boards never wait for the worker either.
 *
 * Only names with a content hash are kept: a file never changes under such a name, so nothing kept goes stale. A new
 * build is a new /sw.js (its list differs): it installs beside the old one, takes over at once (its routes name only
 * its own files; anything else goes to the network as before) and deletes the old build's cache.
 *
 * A browser without static routes would keep the files and never use them: there the worker keeps nothing.
 *
 * @param {ServiceWorkerGlobalScope} worker
 * @param {{ cacheName: string, cachePrefix: string, files: string[] }} settings the build's cache (named after its
 *   files), the prefix every build's cache name starts with, and the scripts' paths
 */
function precacheWorker(worker, { cacheName, cachePrefix, files }) {
  worker.addEventListener('install', (event) => {
    const keeping = typeof event.addRoutes === 'function' && files.length > 0;
    const kept = keeping
      ? Promise.all([
          event.addRoutes({ condition: { or: files.map((file) => ({ urlPattern: file })) }, source: { cacheName } }),
          worker.caches.open(cacheName).then((cache) => cache.addAll(files)),
        ])
      : Promise.resolve();
    // Whether it keeps anything or not, it takes over from the worker before it without waiting for that worker's
    // pages to close: this is also how a worker that keeps nothing takes the old one's routes and cache away.
    event.waitUntil(kept.then(() => worker.skipWaiting()));
  });

  worker.addEventListener('activate', (event) => {
    const older = (name) => name.startsWith(cachePrefix) && name !== cacheName;
    event.waitUntil(
      worker.caches.keys().then((names) => Promise.all(names.filter(older).map((name) => worker.caches.delete(name)))),
    );
  });
}

module.exports = { precacheWorker };
