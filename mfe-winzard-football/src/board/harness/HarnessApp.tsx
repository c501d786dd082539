import { HarnessFrame, useHotSeatMatch } from '@tabletop/board-kit';
import Board from '../Board';
import { HARNESS_PLAYERS, newLocalMatch, playLocally } from './local-match';

/** `?seed=abc` deals a known court, so a walk-through can be repeated. */
const SEED = new URLSearchParams(globalThis.location?.search ?? '').get('seed') ?? undefined;

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const { match, me, onAction, restart } = useHotSeatMatch(() => newLocalMatch(SEED), playLocally, HARNESS_PLAYERS[0]);
  return (
    <HarnessFrame
      maxWidth="md"
      board={<Board match={match} me={me} onAction={onAction} />}
      newMatch={() => restart(newLocalMatch(`${Date.now()}`))}
    />
  );
}
