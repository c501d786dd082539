/**
 * Whether a page at `origin` belongs to this site (pure): it is served by this host (its host equals the Host
 * header, or the proxy's X-Forwarded-Host when the proxy is trusted) or it is allow-listed. `null` and anything but
 * an http(s) origin do not.
 */
export function pageOriginAllowed(
  origin: string,
  hosts: (string | undefined)[],
  allowList: readonly string[],
): boolean {
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

/**
 * Whether a Socket.IO handshake may proceed, judged by its Origin header (pure). No Origin: not a browser, allowed
 * (a browser always sends one on WebSocket and cross-origin requests). Otherwise the page must be the site's.
 */
export function handshakeOriginAllowed(
  origin: string | undefined,
  hosts: (string | undefined)[],
  allowList: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  return pageOriginAllowed(origin, hosts, allowList);
}

/**
 * The header the shell puts on every call that sets or spends the session cookie. An HTML form cannot send a header,
 * and a script on another site can send this one only after a CORS preflight, which only CORS_ORIGINS pass.
 */
export const SAME_SITE_HEADER = 'X-Requested-With';
export const SAME_SITE_HEADER_VALUE = 'tabletop';

/** What a cookie-authenticated post says about where it comes from. */
export interface PostProvenance {
  origin: string | undefined;
  /** Sec-Fetch-Site, which browsers set and pages cannot. */
  fetchSite: string | undefined;
  /** The value of SAME_SITE_HEADER. */
  requestedWith: string | undefined;
}

export type CrossSiteRefusal = 'foreign-origin' | 'cross-site-fetch' | 'missing-header';

/**
 * Why a post that sets or spends the session cookie is refused as cross-site, or null when it may proceed (pure).
 * A browser names itself with Origin or Sec-Fetch-Site: its page must be the site's and it must send SAME_SITE_HEADER.
 * A client that sends neither is no browser, so no other site can make it post: it carries no victim's cookie.
 */
export function crossSiteRefusal(
  post: PostProvenance,
  hosts: (string | undefined)[],
  allowList: readonly string[],
): CrossSiteRefusal | null {
  const origin = post.origin === '' ? undefined : post.origin;
  if (origin === undefined && post.fetchSite === undefined) return null;
  if (origin !== undefined && !pageOriginAllowed(origin, hosts, allowList)) return 'foreign-origin';
  // Without Origin only Sec-Fetch-Site speaks; with it, Origin has said already whether the page is the site's.
  if (origin === undefined && !['same-origin', 'none'].includes(post.fetchSite!)) return 'cross-site-fetch';
  if (post.requestedWith !== SAME_SITE_HEADER_VALUE) return 'missing-header';
  return null;
}
