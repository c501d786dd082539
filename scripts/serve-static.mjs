#!/usr/bin/env node
// Serves a built front end as its own service (the shell or one board), for ops who deploy each part alone.
//   node scripts/serve-static.mjs <dir> [--port 8080] [--host 0.0.0.0] [--spa] [--proxy http://backend:3000]
// --spa answers unknown paths with index.html; --proxy forwards /api and /socket.io (websockets too) so the
// shell stays same-origin with the backend. Federation entry files are never cached, hashed chunks forever.
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    spa: { type: 'boolean', default: false },
    proxy: { type: 'string', default: process.env.PROXY_TARGET },
  },
});

const root = resolve(positionals[0] ?? '.');
const proxyTarget = values.proxy ? new URL(values.proxy) : null;
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

function isProxied(url) {
  return proxyTarget && (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io'));
}

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

function proxy(req, res) {
  const upstream = httpRequest(
    {
      host: proxyTarget.hostname,
      port: proxyTarget.port || 80,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: proxyTarget.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => send(res, 502, { message: 'Bad Gateway', status: 502 }));
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (isProxied(url)) return proxy(req, res);
  if (url === '/healthz') return send(res, 200, { status: 'ok' });
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, { message: 'Method Not Allowed', status: 405 });
  const path = url.split('?')[0];
  const file = fileFor(path) ?? (values.spa && !extname(path) ? fileFor('/index.html') : null);
  if (!file) return send(res, 404, { message: 'Not Found', status: 404 });
  serveFile(res, file, req.method);
});

// Websocket upgrades (Socket.IO) go through as raw TCP once the upstream accepts them.
const tunnels = new Set();
server.on('upgrade', (req, socket, head) => {
  if (!isProxied(req.url ?? '')) return socket.destroy();
  tunnels.add(socket);
  socket.on('close', () => tunnels.delete(socket));
  const upstream = connect(Number(proxyTarget.port || 80), proxyTarget.hostname, () => {
    const headers = Object.entries(req.headers).map(([key, value]) => `${key}: ${value}`);
    upstream.write([`${req.method} ${req.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  console.log(
    `Serving ${root} on http://${values.host}:${address.port}${proxyTarget ? ` (proxy ${proxyTarget.origin})` : ''}`,
  );
});

function shutDown() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  for (const socket of tunnels) socket.destroy();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutDown);
