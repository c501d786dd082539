/**
 * The columns of a games row (aliased `g`) that make a StoredGame (match/game-state.ts): the schema's, so the stores
 * of the match, the lobby and the rematch read a game alike without reaching into one another's adapters.
 */
export const GAME_COLUMNS = 'g.id, g.code, g.game, g.status, g.match, g.version, g.seed, g.clock, g.moves';
