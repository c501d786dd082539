import type { ReauthAck } from '@tabletop/protocol';
import { tokenLifetime } from '../auth/token-expiry';

/** The part of a socket this needs; a fake in tests. */
export interface ReauthSocket {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener?: () => void): unknown;
  timeout(ms: number): { emitWithAck(event: 'reauth', request: { token: string }): Promise<ReauthAck> };
}

export interface LiveRenewalOptions {
  /** The access token stored now (the API client may have renewed it already). */
  token(): string | null;
  /** Renews the session: the new token, null when refused (the session has then been logged out). */
  refresh(): Promise<string | null>;
  /** How long before the token's expiry to renew it at most: a quarter of its lifetime when that is shorter. */
  marginMs: number;
  /** How long to wait for the server's answer to `reauth`. */
  ackTimeoutMs: number;
}

/** Renew a minute before expiry, or at three quarters of a token's life when it lives less than four minutes. */
export const LIVE_RENEWAL_MARGIN_MS = 60_000;

/**
 * Keeps a connection's access token fresh without reconnecting: shortly before the token the connection holds
 * expires, gets a fresh one (renewing the session if the stored one is about to expire too) and hands it over with
 * `reauth`. The player notices nothing: no disconnect, no banner, no presence flicker for the opponent. Should this
 * fail (asleep, offline), the server closes the connection at expiry with a `reauthenticate` notice, and the notice
 * handler renews and reconnects. Returns a function that stops it.
 */
export function renewBeforeExpiry(socket: ReauthSocket, options: LiveRenewalOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (held: string | null) => {
    clearTimeout(timer);
    const lifetime = held ? tokenLifetime(held) : null;
    if (stopped || !lifetime) return;
    const margin = Math.min(options.marginMs, (lifetime.expiresAt - lifetime.issuedAt) / 4);
    timer = setTimeout(() => void renew(held), Math.max(0, lifetime.expiresAt - margin - Date.now()));
  };

  const renew = async (held: string | null) => {
    let token = options.token();
    if (!token || token === held || freshFor(token) < options.marginMs)
      token = await options.refresh().catch(() => null);
    if (stopped || !token || !socket.connected) return;
    const answer = await socket
      .timeout(options.ackTimeoutMs)
      .emitWithAck('reauth', { token })
      .catch(() => null);
    if (answer?.ok) schedule(token);
  };

  const onConnect = () => schedule(options.token());
  socket.on('connect', onConnect);
  if (socket.connected) onConnect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket.off('connect', onConnect);
  };
}

/** How long a token still lives, in ms (0 when unreadable). */
function freshFor(token: string): number {
  const lifetime = tokenLifetime(token);
  return lifetime ? lifetime.expiresAt - Date.now() : 0;
}
