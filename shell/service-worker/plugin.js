// Writes the shell's service worker (./precache-worker.js) into the build as /sw.js, with the build's scripts.
const { createHash } = require('node:crypto');
const { sources } = require('webpack');
const { precacheWorker } = require('./precache-worker');

/** Where the worker is served: the site's root, so that its scope is the whole site. */
const SERVICE_WORKER_FILE = 'sw.js';
const CACHE_PREFIX = 'tabletop-shell-';
/**
 * A script whose name carries webpack's [contenthash:8] (the backend's and nginx's rule for a year's caching), and
 * nothing a URL pattern reads as syntax (`:`, `*`, `(`, `{`...), since each name becomes one.
 */
const CONTENT_HASHED_SCRIPT = /^[\w.-]*\.[0-9a-f]{8,}\.js$/;

/** The paths the worker keeps: every content-hashed script of the build, whatever page loads it. */
function precachedFiles(assetNames, publicPath) {
  return assetNames
    .filter((name) => CONTENT_HASHED_SCRIPT.test(name))
    .sort()
    .map((name) => `${publicPath}${name}`);
}

function serviceWorkerSource(files) {
  const cacheName = CACHE_PREFIX + createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  const settings = { cacheName, cachePrefix: CACHE_PREFIX, files };
  return `(${precacheWorker.toString()})(self, ${JSON.stringify(settings)});\n`;
}

class PrecacheWorkerPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After webpack's real content hashes (OPTIMIZE_HASH), which may still rename the scripts.
        { name: 'PrecacheWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          // The dev server's rebuilds are meant to be seen at once: there the worker keeps nothing.
          const production = compiler.options.mode === 'production';
          const files = production ? precachedFiles(Object.keys(assets), scriptsPath(compilation)) : [];
          compilation.emitAsset(SERVICE_WORKER_FILE, new sources.RawSource(serviceWorkerSource(files)));
        },
      );
    });
  }
}

/** Where the build's scripts are served from: its output's public path, which the worker's routes must name. */
function scriptsPath(compilation) {
  const { publicPath } = compilation.outputOptions;
  if (typeof publicPath !== 'string' || !publicPath.startsWith('/') || !publicPath.endsWith('/'))
    throw new Error(`PrecacheWorkerPlugin needs a public path from the site's root, such as '/': got ${publicPath}`);
  return publicPath;
}

module.exports = { PrecacheWorkerPlugin, precachedFiles };
