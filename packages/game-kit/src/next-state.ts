import type { GameDefinition, GameState, RuleError } from './contract';
import { applyMove } from './forfeit';

export type NextStateResult<S> = { ok: true; state: GameState<S> } | { ok: false; error: RuleError };

/**
 * An action applied to a served state the way the server applies it: through the rules (keeping who forfeited), the
 * next match under the same invite code and one version on. Harnesses, board tests and tools build states with it.
 */
export function nextState<S, A>(
  rules: Pick<GameDefinition<S, A>, 'apply'>,
  state: GameState<S>,
  playerId: number,
  action: A,
): NextStateResult<S> {
  const result = applyMove(rules, state, playerId, action);
  if (!result.ok) return result;
  return { ok: true, state: { ...result.match, code: state.code, version: state.version + 1 } };
}
