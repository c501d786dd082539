import { gameRoute } from '../games/catalogue';

/** The page that shows someone else's running game, live and read-only: /game/<url>?watch=<code>. */
export const watchRoute = (url: string, code: string) => `${gameRoute(url)}?watch=${encodeURIComponent(code)}`;
