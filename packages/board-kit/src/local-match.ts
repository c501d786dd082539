import { nextState, type GameDefinition, type GameState, type Player } from '@tabletop/game-kit';
import type { PlayLocally } from './use-hot-seat-match';

/** The invite code of every local match (harness and board tests): no server hands one out. */
export const LOCAL_CODE = 'TEST';

/** A fresh match of `rules` shaped like what the server sends; `seed` is passed to setup when given. */
export function localMatch<S>(rules: Pick<GameDefinition<S>, 'setup'>, players: Player[], seed?: string): GameState<S> {
  const match = seed === undefined ? rules.setup(players) : rules.setup(players, seed);
  return { ...match, code: LOCAL_CODE, version: 0 };
}

/**
 * The rules applied the way the server would (game-kit's nextState), for useHotSeatMatch: a refusal keeps the match
 * and tells the mover why. Call it once per game (module level): the hook needs one function across renders.
 */
export function localPlay<S, A>(rules: Pick<GameDefinition<S, A>, 'apply'>): PlayLocally<S, A> {
  return (match, playerId, action) => {
    const result = nextState(rules, match, playerId, action);
    if (!result.ok) return { match, outcome: { ok: false, error: result.error.message } };
    return { match: result.state, outcome: { ok: true } };
  };
}
