import { HarnessFrame, localMatch, localPlay, useHotSeatMatch } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import { game } from '../../rules';
import Board from '../Board';

const PLAYERS: Player[] = [
  { id: 1, name: 'Rosa' },
  { id: 2, name: 'Yuri' },
];
const newMatch = () => localMatch(game, PLAYERS);
const play = localPlay(game);

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const { match, me, onAction, restart } = useHotSeatMatch(newMatch, play, PLAYERS[0]);
  return (
    <HarnessFrame board={<Board match={match} me={me} onAction={onAction} />} newMatch={() => restart(newMatch())} />
  );
}
