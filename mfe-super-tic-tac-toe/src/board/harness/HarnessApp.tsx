import { HarnessFrame, useHotSeatMatch } from '@tabletop/board-kit';
import Board from '../Board';
import { HARNESS_PLAYERS, newLocalMatch, playLocally } from './local-match';

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const { match, me, onAction, restart } = useHotSeatMatch(newLocalMatch, playLocally, HARNESS_PLAYERS[0]);
  return (
    <HarnessFrame
      board={<Board match={match} me={me} onAction={onAction} />}
      newMatch={() => restart(newLocalMatch())}
    />
  );
}
