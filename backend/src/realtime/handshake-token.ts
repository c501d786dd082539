import type { Socket } from 'socket.io';

type Handshake = Socket['handshake'];

/**
 * The access token a handshake carries: in `auth` (the handshake's body, never in a URL). The `jwt` query value that
 * older clients also sent lands in URLs, so in proxy and access logs: it is read only when SOCKET_TOKEN_IN_QUERY
 * allows it, and `auth` wins when both are there.
 */
export function handshakeToken(handshake: Pick<Handshake, 'auth' | 'query'>, queryAllowed: boolean): unknown {
  const fromAuth: unknown = handshake.auth?.token;
  if (fromAuth !== undefined || !queryAllowed) return fromAuth;
  return handshake.query?.jwt;
}
