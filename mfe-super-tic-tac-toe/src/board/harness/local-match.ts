import type { ActionOutcome } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { game, type TttAction, type TttState } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Xena' },
  { id: 2, name: 'Otto' },
];

/** A fresh local match, shaped like what the server sends. */
export function newLocalMatch(): GameState<TttState> {
  return { ...game.setup(HARNESS_PLAYERS), code: 'TEST', version: 0 };
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export function playLocally(
  match: GameState<TttState>,
  playerId: number,
  action: TttAction,
): { match: GameState<TttState>; outcome: ActionOutcome } {
  const result = game.apply(match, playerId, action);
  if (!result.ok) return { match, outcome: { ok: false, error: result.error.message } };
  return { match: { ...result.match, code: match.code, version: match.version + 1 }, outcome: { ok: true } };
}
