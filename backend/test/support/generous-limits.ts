/**
 * Every test talks from 127.0.0.1 (one address, one user agent after another): the per-IP and per-user limits are
 * lifted so they do not matter unless a test sets its own. One list for in-process servers and backend processes.
 */
export const GENEROUS_LIMITS = {
  AUTH_RATE_LIMIT: '10000/60s',
  GUEST_RATE_LIMIT: '10000/60s',
  JOIN_RATE_LIMIT: '10000/60s',
  EMIT_STATE_RATE_LIMIT: '10000/60s',
  PLAY_RATE_LIMIT: '10000/60s',
  PLAY_IP_RATE_LIMIT: '10000/60s',
  READ_RATE_LIMIT: '10000/60s',
  READ_IP_RATE_LIMIT: '10000/60s',
  WATCH_RATE_LIMIT: '10000/60s',
  WATCH_IP_RATE_LIMIT: '10000/60s',
  LOGIN_FAILURE_LIMIT: '10000/60s',
  LOOKUP_FAILURE_LIMIT: '10000/60s',
  SOCKET_SYNC_RATE_LIMIT: '100000/1s',
};
