#!/usr/bin/env node
// Serves a built front end as its own service (a board, or the shell while developing), for ops who deploy each
// part alone.
//   node scripts/serve-static.mjs <dir> [--port 8080] [--host 0.0.0.0] [--spa]
// --spa answers unknown paths with index.html. Federation entry files are never cached, hashed chunks forever.
// In front of the backend stands nginx (deploy/nginx/tabletop.conf.template), not this.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    spa: { type: 'boolean', default: false },
  },
});

const root = resolve(positionals[0] ?? '.');
const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const stat = statSync(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) return fileFor(join(decoded, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function serveFile(res, file, method) {
  const name = file.slice(file.lastIndexOf(sep) + 1);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
  if (method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/healthz') return send(res, 200, { status: 'ok' });
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, { message: 'Method Not Allowed', status: 405 });
  const path = url.split('?')[0];
  const file = fileFor(path) ?? (values.spa && !extname(path) ? fileFor('/index.html') : null);
  if (!file) return send(res, 404, { message: 'Not Found', status: 404 });
  serveFile(res, file, req.method);
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  console.log(`Serving ${root} on http://${values.host}:${address.port}`);
});

function shutDown() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutDown);
