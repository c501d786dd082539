import { localMatch, localPlay } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { game, type TttState } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Xena' },
  { id: 2, name: 'Otto' },
];

/** A fresh local match, shaped like what the server sends. */
export function newLocalMatch(): GameState<TttState> {
  return localMatch(game, HARNESS_PLAYERS);
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export const playLocally = localPlay(game);
