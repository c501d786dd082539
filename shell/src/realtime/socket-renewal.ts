/** The part of a socket that renewal needs; a fake in tests. */
export interface RenewableSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  off(event: 'connect' | 'connect_error', listener?: (...args: never[]) => void): unknown;
}

export interface RenewalOptions {
  /** Renews the session: the new token, null when refused (the session has then been logged out). */
  refresh(): Promise<string | null>;
  /** Connects again; the handshake reads the latest token. */
  reconnect(): void;
  /** How long to wait before trying again when the refresh could not reach the server. */
  retryDelayMs: number;
}

/** The message the server's handshake check refuses an expired or invalid token with. */
export const UNAUTHORIZED = 'Unauthorized';

/**
 * When the server refuses the handshake as Unauthorized (an access token that expired while the socket
 * was away), renews the session once and connects again. A second refusal with a fresh token is only
 * logged: it cannot be fixed from here. Returns a function that stops watching.
 */
export function renewOnUnauthorized(socket: RenewableSocket, { refresh, reconnect, retryDelayMs }: RenewalOptions) {
  let renewed = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const onConnect = () => {
    renewed = false;
  };
  const onConnectError = (error: Error) => {
    if (error.message !== UNAUTHORIZED || stopped) return;
    if (renewed) {
      console.error('The game server refused a freshly renewed session');
      return;
    }
    renewed = true;
    refresh().then(
      (token) => {
        if (token && !stopped) reconnect();
      },
      () => {
        // The server could not be reached: try the whole handshake again later.
        renewed = false;
        if (!stopped) retry = setTimeout(reconnect, retryDelayMs);
      },
    );
  };

  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
  };
}
