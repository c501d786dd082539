/** Where the game connection stands: before the first connect, up, or lost and being retried. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

/** The socket and manager events that move the status. */
export type ConnectionEvent = 'connect' | 'disconnect' | 'connect_error' | 'reconnect_attempt';

/**
 * The status after an event. A failed first handshake counts as reconnecting: the server cannot be
 * reached and Socket.IO keeps trying, which the player should see.
 */
export function nextConnectionStatus(current: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  if (event === 'connect') return 'connected';
  if (event === 'reconnect_attempt' && current === 'connecting') return current;
  return 'reconnecting';
}

/** The banner shows whenever a connection that should exist is not there; not during the first handshake. */
export function showsReconnectBanner(status: ConnectionStatus): boolean {
  return status === 'reconnecting';
}
