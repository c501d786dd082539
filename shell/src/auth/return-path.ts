import { isValidCode } from '@tabletop/protocol';

export interface FromLocation {
  pathname: string;
  search: string;
}

/**
 * Where a user goes after signing in: home, except a visitor who came through an invite link
 * (/game/<url>?code=AB12) goes back to it so the code is still filled in.
 */
export function returnPathAfterLogin(from: FromLocation | undefined | null): string {
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/game/')) return '/';
  const code = new URLSearchParams(from.search).get('code');
  return code !== null && isValidCode(code) ? `${from.pathname}${from.search}` : '/';
}
