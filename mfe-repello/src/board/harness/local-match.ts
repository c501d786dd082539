import { localMatch, localPlay } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { game, type RepelloState } from '../../rules';

export const HARNESS_PLAYERS: Player[] = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Cleo' },
  { id: 4, name: 'Dan' },
];

/** A fresh local match for 2 to 4 players, shaped like what the server sends. */
export function newLocalMatch(players = 2): GameState<RepelloState> {
  return localMatch(game, HARNESS_PLAYERS.slice(0, players));
}

/** Applies an action the way the server would, so the harness exercises the real rules. */
export const playLocally = localPlay(game);
