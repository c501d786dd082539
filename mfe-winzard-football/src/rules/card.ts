/** The game's line on its home-page card (GET /api/games). */
export const description = 'Card-powered football for two: move, tackle, pass and shoot; three goals win.';
