#!/usr/bin/env node
// A board's dev server (`npm run dev` in a game folder): its harness page at / with hot module replacement and React
// Fast Refresh, and its federation remote (mf-manifest.json, remoteEntry.js) with CORS, so a shell in dev mode
// (dev-shell.js) loads the board from here and the board refreshes in place inside a real game too.
// Usage: node ../packages/build-config/dev.js [--port 3101] [--host 127.0.0.1]
const { devArguments, loadWebpackConfig, startDevServer } = require('./dev-server');

async function main() {
  const { port, host } = devArguments(3101);
  const { url } = await startDevServer(loadWebpackConfig(), {
    host,
    port,
    // The shell's page (another origin) fetches the manifest and, for hot updates, each update's JSON.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
  });
  console.log(`Board harness: ${url}/ (federation manifest for the shell: ${url}/mf-manifest.json)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
