import type { ActionOutcome } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { game, type RepelloAction, type RepelloState } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Cleo' },
  { id: 4, name: 'Dan' },
];

/** A fresh local match for 2 to 4 players, shaped like what the server sends. */
export function newLocalMatch(players = 2): GameState<RepelloState> {
  return { ...game.setup(HARNESS_PLAYERS.slice(0, players)), code: 'TEST', version: 0 };
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export function playLocally(
  match: GameState<RepelloState>,
  playerId: number,
  action: RepelloAction,
): { match: GameState<RepelloState>; outcome: ActionOutcome } {
  const result = game.apply(match, playerId, action);
  if (!result.ok) return { match, outcome: { ok: false, error: result.error.message } };
  return { match: { ...result.match, code: match.code, version: match.version + 1 }, outcome: { ok: true } };
}
