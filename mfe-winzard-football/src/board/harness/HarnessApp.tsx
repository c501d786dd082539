import { HarnessFrame, useHotSeatMatch } from '@tabletop/board-kit';
import { useMemo } from 'react';
import Board from '../Board';
import { HARNESS_PLAYERS, localView, newLocalMatch, playLocally } from './local-match';

/** `?seed=abc` deals a known court, so a walk-through can be repeated. */
const SEED = new URLSearchParams(globalThis.location?.search ?? '').get('seed') ?? undefined;

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const { match, me, onAction, restart } = useHotSeatMatch(() => newLocalMatch(SEED), playLocally, HARNESS_PLAYERS[0]);
  const shown = useMemo(() => localView(match, me.id), [match, me.id]);
  return (
    <HarnessFrame
      maxWidth="md"
      board={<Board match={shown} me={me} onAction={onAction} />}
      newMatch={() => restart(newLocalMatch(`${Date.now()}`))}
    />
  );
}
