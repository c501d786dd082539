// The shell dev server's one dev-only override: GET /api/games as the backend answers it, except that the game being
// developed loads its board (and card picture) from the board's dev server. The shell then runs that board's hot
// updates in place, while every other game keeps the backend's build.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/** The route id (`url`) of the game in mfe-<slug>, from its manifest: the games list names games by it. */
function gameUrlOf(slug) {
  const file = path.join(repoRoot, `mfe-${slug}`, 'src/rules/manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`No game "${slug}": ${file} could not be read (${error.message})`, { cause: error });
  }
  if (typeof manifest.url !== 'string') throw new Error(`${file}: "url" must be a string`);
  return manifest.url;
}

/** The games list with `gameUrl`'s board served from `boardUrl` (its mf-manifest.json). */
function pointBoardAt(games, gameUrl, boardUrl) {
  return games.map((game) =>
    game?.url === gameUrl
      ? { ...game, remote: { ...game.remote, entry: boardUrl }, picture: new URL('thumbnail.svg', boardUrl).href }
      : game,
  );
}

/** Request headers that make the backend's answer the one the page would get (the list itself is public). */
const FORWARDED_HEADERS = ['accept', 'accept-language', 'authorization', 'cookie'];

function boardOverride(slug, boardUrl) {
  const gameUrl = gameUrlOf(slug);
  new URL(boardUrl); // throws on a malformed --board-url before the server starts
  return {
    gameUrl,
    /** An Express middleware for webpack-dev-server's setupMiddlewares, ahead of the proxy. */
    middleware: (backend) => ({
      name: 'tabletop-board-dev-override',
      path: '/api/games',
      middleware: (request, response, next) => {
        if (request.method !== 'GET' || new URL(request.originalUrl, backend).pathname !== '/api/games') return next();
        const headers = {};
        for (const name of FORWARDED_HEADERS) if (request.headers[name]) headers[name] = request.headers[name];
        fetch(new URL(request.originalUrl, backend), { headers })
          .then(async (answer) => {
            const body = await answer.json();
            const games = answer.ok && Array.isArray(body) ? body : null;
            if (games && !games.some((game) => game?.url === gameUrl)) {
              console.warn(`The backend at ${backend} offers no game "${gameUrl}": is it a backend dependency?`);
            }
            response.status(answer.status).json(games ? pointBoardAt(games, gameUrl, boardUrl) : body);
          })
          .catch((error) => {
            response
              .status(502)
              .json({ message: `The backend at ${backend} did not answer: ${error.message}`, status: 502 });
          });
      },
    }),
  };
}

module.exports = { boardOverride, pointBoardAt, gameUrlOf };
