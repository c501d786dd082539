import type { ClientSocket } from '../support/server';

/** One HTTP request as the fuzzer sends it; `body` is sent as given (already serialised, possibly malformed). */
export interface HttpCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** Sends over Node's fetch (kept-alive connections, so 100,000 requests do not exhaust ephemeral ports). */
export async function sendHttp(baseUrl: string, call: HttpCall, timeoutMs = 15000): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers: call.headers,
    body: call.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, text };
}

/** Header values fetch can carry: visible ASCII and spaces only. */
export const headerSafe = (value: string) => /^[\x20-\x7e]*$/.test(value) && value.length < 16_000;

export type SocketAnswer = { kind: 'ack'; value: unknown } | { kind: 'disconnected' } | { kind: 'timeout' };

/** Emits `event` with `args` and an acknowledgement callback; settles on the ack, a disconnect or the timeout. */
export function emitWithAck(
  socket: ClientSocket,
  event: string,
  args: unknown[],
  timeoutMs = 10000,
): Promise<SocketAnswer> {
  if (!socket.connected) return Promise.resolve({ kind: 'disconnected' });
  return new Promise((resolve) => {
    const done = (answer: SocketAnswer) => {
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      resolve(answer);
    };
    const onDisconnect = () => done({ kind: 'disconnected' });
    const timer = setTimeout(() => done({ kind: 'timeout' }), timeoutMs);
    socket.on('disconnect', onDisconnect);
    (socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args, (value: unknown) =>
      done({ kind: 'ack', value }),
    );
  });
}

/** Emits without an acknowledgement callback: the server must cope with nowhere to answer. */
export function emitWithoutAck(socket: ClientSocket, event: string, args: unknown[]): void {
  (socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args);
}
