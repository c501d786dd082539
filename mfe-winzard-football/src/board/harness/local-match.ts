import type { ActionOutcome } from '@tabletop/board-kit';
import { viewState, type GameState, type Player } from '@tabletop/game-kit';
import { game, type WinzardAction, type WinzardState, type WinzardView } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
];

/** A fresh local match, shaped like what the server sends; the seed picks the deal. */
export function newLocalMatch(seed?: string): GameState<WinzardState> {
  return { ...game.setup(HARNESS_PLAYERS, seed), code: 'TEST', version: 0 };
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export function playLocally(
  match: GameState<WinzardState>,
  playerId: number,
  action: WinzardAction,
): { match: GameState<WinzardState>; outcome: ActionOutcome } {
  const result = game.apply(match, playerId, action);
  if (!result.ok) return { match, outcome: { ok: false, error: result.error.message } };
  return { match: { ...result.match, code: match.code, version: match.version + 1 }, outcome: { ok: true } };
}

/**
 * What the board is shown: the seat's view, as the server sends it. The harness keeps the full match (it draws and
 * deals), and the board must work from the view alone.
 */
export function localView(match: GameState<WinzardState>, viewer: number): GameState<WinzardView> {
  return viewState(game, match, viewer) as GameState<WinzardView>;
}
