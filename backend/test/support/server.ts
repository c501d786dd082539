import type { NestExpressApplication } from '@nestjs/platform-express';
import type { GameState } from '@tabletop/game-kit';
import type { ActionAck, ClientToServerEvents, ServerToClientEvents } from '@tabletop/protocol';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { GENEROUS_LIMITS } from './generous-limits';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Also the per-socket limits: a test's bots send as fast as they can (backend processes keep these as shipped). */
const TEST_LIMITS = {
  ...GENEROUS_LIMITS,
  SOCKET_RATE_LIMIT: '100000/1s',
  SOCKET_CONNECTIONS_PER_IP: '10000',
};

/** The real app on 127.0.0.1 (or another loopback address, e.g. `::1`) with a random port. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}, host = '127.0.0.1') {
  const config = loadConfig({ SERVE_STATIC: 'false', LOG_LEVEL: 'error', ...TEST_LIMITS, ...env });
  const app: NestExpressApplication = await createApp(config, databaseUrl);
  await app.listen(0, host);
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return { app, baseUrl, http: () => request(baseUrl) };
}

export interface Guest {
  id: number;
  jwt: string;
  name: string;
  auth: { Authorization: string };
}

export async function guest(baseUrl: string): Promise<Guest> {
  const response = await request(baseUrl).post('/api/auth/guest').expect(200);
  return { ...response.body, auth: { Authorization: `Bearer ${response.body.jwt}` } };
}

/**
 * A connected socket, or the connect_error message; "closed: <reason>" when the server drops the connection before
 * answering the handshake (a handshake over the message size limit), "no answer" after `timeout` plus a margin.
 */
export function connect(
  baseUrl: string,
  options: {
    token?: string;
    patches?: boolean;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    /** The client's source address (127.0.0.2...): engine.io passes it to `ws`, though its types leave it out. */
    localAddress?: string;
  },
): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const socket: ClientSocket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: {
        ...(options.token === undefined ? {} : { token: options.token }),
        ...(options.patches ? { patches: true } : {}),
      },
      query: options.query,
      extraHeaders: options.headers,
      timeout: 5000,
      ...(options.localAddress ? ({ localAddress: options.localAddress } as object) : {}),
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('no answer')), 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', fail);
    // 'forced close' is the client's own, on a connect_error (which follows at once).
    socket.io.once('close', (reason) => {
      if (!socket.connected && reason !== 'forced close') fail(new Error(`closed: ${reason}`));
    });
  });
}

/** The next `event` carrying a state that passes `filter`, within a bounded time. */
export function nextState(
  socket: ClientSocket,
  event: 'startGame' | 'emit-state',
  filter: (state: GameState) => boolean = () => true,
  timeoutMs = 5000,
): Promise<GameState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (state: GameState) => {
      if (!filter(state)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(state);
    };
    socket.on(event, listener);
  });
}

export function act(socket: ClientSocket, request: Parameters<ClientToServerEvents['action']>[0]): Promise<ActionAck> {
  return socket.timeout(5000).emitWithAck('action', request);
}
