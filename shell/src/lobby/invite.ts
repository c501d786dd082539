import { isValidCode, normaliseCode } from '@tabletop/protocol';
import { gameRoute } from '../games/catalogue';

/** The link that opens a game's page with its code filled in: /game/<url>?code=AB12 on this site. */
export function inviteLink(origin: string, gameUrl: string, code: string): string {
  return `${origin}${gameRoute(gameUrl)}?code=${encodeURIComponent(code)}`;
}

/** The code an invite link carries, ready for the CODE field; empty when there is none or it is not valid. */
export function codeFromSearch(search: string): string {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  return isValidCode(code) ? normaliseCode(code) : '';
}
