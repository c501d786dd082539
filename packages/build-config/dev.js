#!/usr/bin/env node
// A board's (or the shell's) development loop: webpack rebuilds the webpack.config.js of the current directory
// on every change, and scripts/serve-static.mjs serves the output with the same headers as production
// (CORS, no-cache entry files). Usage: node ../packages/build-config/dev.js [--port 3101]
const path = require('node:path');
const { spawn } = require('node:child_process');
const { parseArgs } = require('node:util');

process.env.NODE_ENV ??= 'development';
const webpack = require('webpack');

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3101' } } });
const loaded = require(path.resolve(process.cwd(), 'webpack.config.js'));
// A board is two builds into one folder (its remote and its harness); the first one's folder is served.
const configs = Array.isArray(loaded) ? loaded : [loaded];
// A folder of its own, so a development build never replaces the production one that `npm start` serves.
for (const config of configs) config.output.path = `${config.output.path}-dev`;
const outputPath = configs[0].output.path;
const serveStatic = path.resolve(__dirname, '../../scripts/serve-static.mjs');

let server;
const watcher = webpack(loaded).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) return console.error(error);
  console.log(
    stats.toString({ colors: process.stdout.isTTY, modules: false, children: false, chunks: false, assets: false }),
  );
  // Serve only once the first build has written the output folder.
  server ??= spawn(process.execPath, [serveStatic, outputPath, '--port', values.port, '--host', '127.0.0.1'], {
    stdio: 'inherit',
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill(signal);
    watcher.close(() => process.exit(0));
  });
}
