/**
 * Whether a Socket.IO handshake may proceed, judged by its Origin header (pure). No Origin: not a browser, allowed
 * (a browser always sends one on WebSocket and cross-origin requests). Otherwise the page must be on this server
 * (its host equals the Host header, or the proxy's X-Forwarded-Host when the proxy is trusted) or allow-listed.
 */
export function handshakeOriginAllowed(
  origin: string | undefined,
  hosts: (string | undefined)[],
  allowList: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return false;
  if (allowList.includes(parsed.origin)) return true;
  return hosts.some((host) => host !== undefined && host.toLowerCase() === parsed.host.toLowerCase());
}
