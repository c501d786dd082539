import type { GameDefinition, Player } from '@tabletop/game-kit';
import { useCallback, useMemo, type ComponentType } from 'react';
import type { BoardProps } from './board-props';
import { HarnessFrame } from './HarnessFrame';
import { localMatch, localPlay } from './local-match';
import { useHotSeatMatch } from './use-hot-seat-match';

export interface HotSeatHarnessProps<S, A> {
  /** The game's rules (module level: a new object restarts nothing but costs a new play function). */
  rules: Pick<GameDefinition<S, A>, 'setup' | 'apply'>;
  /** Who sits, in seat order; the first watches once the game is over. */
  players: Player[];
  Board: ComponentType<BoardProps<S, A>>;
}

/**
 * A board's whole harness when a new match needs nothing but its players: a local match of the real rules played
 * hot seat (whoever is to move acts), in the harness frame with one "New local match" button.
 */
export function HotSeatHarness<S, A>({ rules, players, Board }: HotSeatHarnessProps<S, A>) {
  const newMatch = useCallback(() => localMatch(rules, players), [rules, players]);
  const play = useMemo(() => localPlay(rules), [rules]);
  const { match, me, onAction, restart } = useHotSeatMatch(newMatch, play, players[0]);
  return (
    <HarnessFrame board={<Board match={match} me={me} onAction={onAction} />} newMatch={() => restart(newMatch())} />
  );
}
