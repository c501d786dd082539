import type { GameDefinition, GameState } from '../contract';
import { nextState } from '../next-state';

/**
 * Plays the actions in order, each by the player to move, as the server would (see nextState): the board tests' way to
 * reach a position. Fails loudly on an action the rules refuse, naming it.
 */
export function playActions<S, A>(
  rules: Pick<GameDefinition<S, A>, 'apply'>,
  from: GameState<S>,
  actions: readonly A[],
): GameState<S> {
  return actions.reduce((state, action) => {
    const result = nextState(rules, state, state.player?.id ?? -1, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
    return result.state;
  }, from);
}
