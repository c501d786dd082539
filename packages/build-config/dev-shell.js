#!/usr/bin/env node
// The shell's dev server (`npm run dev -w shell`): the shell with hot module replacement and React Fast Refresh, in
// front of a running backend (/api, /socket.io and /boards are proxied to it). With `--game <slug> --board-url <url>`
// the games list it passes on points that game's board at a board dev server (dev.js), so editing the board
// refreshes it in place inside a real game; the backend itself is not touched.
// Usage: node ../packages/build-config/dev-shell.js [--port 3100] [--backend http://127.0.0.1:3000]
//          [--game repello --board-url http://127.0.0.1:3101/mf-manifest.json]
const { devArguments, loadWebpackConfig, startDevServer } = require('./dev-server');
const { boardOverride } = require('./dev-board-override');

async function main() {
  const args = devArguments(3100, {
    backend: { type: 'string', default: process.env.BACKEND_URL ?? 'http://127.0.0.1:3000' },
    game: { type: 'string' },
    'board-url': { type: 'string' },
  });
  if (Boolean(args.game) !== Boolean(args['board-url'])) throw new Error('--game and --board-url go together');
  const override = args.game ? boardOverride(args.game, args['board-url']) : null;

  const { url } = await startDevServer(loadWebpackConfig(), {
    host: args.host,
    port: args.port,
    // Client-side routes (/game/repello, /history) are the shell's index.html.
    historyApiFallback: true,
    // The Host header is kept (no changeOrigin): the backend then sees the page's own origin in Origin and Host,
    // so its same-origin checks of the socket and the refresh cookie hold as they do in production.
    proxy: [{ context: ['/api', '/socket.io', '/boards'], target: args.backend, ws: true }],
    setupMiddlewares: (middlewares) => (override ? [override.middleware(args.backend), ...middlewares] : middlewares),
  });
  const board = override ? `, ${override.gameUrl}'s board from ${args['board-url']}` : '';
  console.log(`Shell: ${url}/ (backend ${args.backend}${board})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
