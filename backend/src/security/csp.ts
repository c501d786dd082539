/** Google Identity Services: its script, button iframe, styles and calls all come from here. */
export const GOOGLE_ACCOUNTS_ORIGIN = 'https://accounts.google.com';

/** The origins of the absolute URLs among `urls`; relative ones are same-origin and need no entry. */
export function crossOrigins(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: config validation reports it; nothing to allow.
    }
  }
  return [...origins];
}

/**
 * helmet's Content-Security-Policy directives for the shell: its own scripts plus each board's origin (Module
 * Federation loads board code from wherever BOARD_URL_* points) and Google sign-in; inline styles because the
 * shell's CSS-in-JS injects them.
 */
export function contentSecurityPolicy(boardUrls: Iterable<string>): Record<string, string[]> {
  const boards = crossOrigins(boardUrls);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...boards, GOOGLE_ACCOUNTS_ORIGIN],
    'style-src': ["'self'", "'unsafe-inline'", ...boards, GOOGLE_ACCOUNTS_ORIGIN],
    'connect-src': ["'self'", 'ws:', 'wss:', ...boards, GOOGLE_ACCOUNTS_ORIGIN],
    // Each game's card shows a picture of its board from where the board is served.
    'img-src': ["'self'", 'data:', 'https:', ...boards],
    'font-src': ["'self'", 'data:', ...boards],
    'frame-src': [GOOGLE_ACCOUNTS_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'script-src-attr': ["'none'"],
  };
}
