/** The addresses of the history, replay, leaderboard and profile pages: a game's leaderboard keeps its url's slash (`winzards/football`). */
export const MY_GAMES_ROUTE = '/my-games';
export const LEADERBOARD_ROUTE = '/leaderboard';

export const replayRoute = (id: number) => `/replay/${id}`;
export const playerRoute = (name: string) => `/player/${encodeURIComponent(name)}`;
export const leaderboardRoute = (game: string) => `${LEADERBOARD_ROUTE}/${game}`;
