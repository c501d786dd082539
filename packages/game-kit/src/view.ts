import type { GameDefinition, GameState, Match, Viewer } from './contract';

/** Whether a game hides anything from some viewer; without a view every client is sent the whole match. */
export function hasView(rules: Pick<GameDefinition, 'view'> | undefined): boolean {
  return typeof rules?.view === 'function';
}

/** What `viewer` may see of a match: the game's view, or the match itself when the game has none. */
export function viewFor<S>(rules: Pick<GameDefinition<S>, 'view'> | undefined, match: Match<S>, viewer: Viewer) {
  return rules?.view ? rules.view(match, viewer) : (match as Match<unknown>);
}

/**
 * What `viewer` may see of a GameState: its match's view, with everything else the state carries as it is (the code,
 * the version, the clock, who forfeited, whether it was aborted: what every seat saw). The same object when the game
 * has no view, so a public game costs nothing here.
 */
export function viewState(
  rules: Pick<GameDefinition, 'view'> | undefined,
  state: GameState,
  viewer: Viewer,
): GameState {
  if (!rules?.view) return state;
  const { game, player, score, gameOver, state: seen } = rules.view(state, viewer);
  return { ...state, game, player, score, gameOver, state: seen };
}
