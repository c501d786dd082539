/** The game's line on its home-page card (GET /api/games). */
export const description = 'Tic-tac-toe on nine boards: where you play sends your opponent to the next board.';
