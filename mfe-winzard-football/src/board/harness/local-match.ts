import { localMatch, localPlay } from '@tabletop/board-kit';
import { viewState, type GameState, type Player } from '@tabletop/game-kit';
import { game, type WinzardState, type WinzardView } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
];

/** A fresh local match, shaped like what the server sends; the seed picks the deal. */
export function newLocalMatch(seed?: string): GameState<WinzardState> {
  return localMatch(game, HARNESS_PLAYERS, seed);
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export const playLocally = localPlay(game);

/**
 * What the board is shown: the seat's view, as the server sends it. The harness keeps the full match (it draws and
 * deals), and the board must work from the view alone.
 */
export function localView(match: GameState<WinzardState>, viewer: number): GameState<WinzardView> {
  return viewState(game, match, viewer) as GameState<WinzardView>;
}
