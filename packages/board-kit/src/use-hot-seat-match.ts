import type { GameState, Player } from '@tabletop/game-kit';
import { useCallback, useRef, useState } from 'react';
import type { ActionOutcome } from './board-props';

/** A game's rules applied the way the server would: the next match and what the mover is told. */
export type PlayLocally<S, A> = (
  match: GameState<S>,
  playerId: number,
  action: A,
) => { match: GameState<S>; outcome: ActionOutcome };

/**
 * A local match where whoever's turn it is gets to move (hot seat), for a board's standalone harness.
 * `me` is the mover, or `watcher` once nobody is to move; `restart` replaces the match with a fresh one.
 */
export function useHotSeatMatch<S, A>(firstMatch: () => GameState<S>, play: PlayLocally<S, A>, watcher: Player) {
  const [match, setMatch] = useState(firstMatch);
  // onAction must stay one function across renders, yet act on the latest match.
  const current = useRef(match);
  current.current = match;

  const onAction = useCallback(
    async (action: A): Promise<ActionOutcome> => {
      const mover = current.current.player;
      if (!mover) return { ok: false, error: 'The game is over' };
      const { match: next, outcome } = play(current.current, mover.id, action);
      setMatch(next);
      return outcome;
    },
    [play],
  );

  return { match, me: match.player ?? watcher, onAction, restart: setMatch };
}
