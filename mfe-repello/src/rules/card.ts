/** The game's line on its home-page card (GET /api/games). */
export const description = 'Move your stack and repel pieces off the board: the most points wins. 2 to 4 players.';
