/** The total that ends the game: whoever reaches it wins. No move may pass it. */
export const TARGET = 21;
/** The steps a player may add. */
export const STEPS: readonly number[] = [1, 2, 3];
/** What the winner scores; a game of this kind has no draw. */
export const WIN_SCORE = 100;
