// The dev server the boards and the shell run under: webpack-dev-server with hot module replacement, and React Fast
// Refresh compiled into every component (webpack.js turns it on under WEBPACK_SERVE). Builds stay in memory, so a
// dev session never replaces the production build that `npm start` serves.
process.env.NODE_ENV ??= 'development';
process.env.WEBPACK_SERVE ??= 'true';

const net = require('node:net');
const path = require('node:path');
const { parseArgs } = require('node:util');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

/** A port nobody listens on now, for `--port 0`: the HMR client must be told the real port before the build. */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The command line of both dev servers: `--port N` (0: any free one) and `--host H`, plus `extra` options. */
function devArguments(defaultPort, extra = {}) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? String(defaultPort) },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      ...extra,
    },
  });
  return values;
}

/** The webpack.config.js of the current directory, as a dev build (NODE_ENV and WEBPACK_SERVE are set above). */
function loadWebpackConfig() {
  return require(path.resolve(process.cwd(), 'webpack.config.js'));
}

/**
 * Starts webpack-dev-server for `config` on host:port with HMR. The HMR client gets the server's own address
 * (not the page's): a board's client runs inside the shell's page on another port and must still reach its server.
 */
async function startDevServer(config, { host, port, ...options }) {
  const listenPort = Number(port) === 0 ? await freePort(host) : Number(port);
  const server = new WebpackDevServer(
    {
      host,
      port: listenPort,
      hot: true,
      static: false,
      client: {
        webSocketURL: { protocol: 'ws', hostname: host, port: listenPort, pathname: '/ws' },
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        logging: 'warn',
      },
      ...options,
    },
    webpack(config),
  );
  await server.start();
  return { server, url: `http://${host}:${listenPort}` };
}

module.exports = { devArguments, loadWebpackConfig, startDevServer };
