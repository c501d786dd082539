import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

const MESSAGES: Record<number, string> = {
  400: 'Malformed HTTP request',
  408: 'The request took too long to arrive',
  431: 'Request line or headers too large (16 KB at most)',
};

/**
 * Requests that Node's HTTP parser refuses before Express sees them (a URL or headers over its 16 KB limit, a broken
 * request line) get the same `{ message, status }` body as every other refusal, rather than Node's empty one. The
 * statuses are Node's own: 431 for headers too large, 408 for a request that timed out, 400 otherwise.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Like Node's own handler: nothing to answer on a reset connection or once a response has begun.
    const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const status = statusOf(error.code);
    const body = JSON.stringify({ message: MESSAGES[status], status });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
}
