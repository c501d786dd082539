import { HotSeatHarness } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import { game } from '../../rules';
import Board from '../Board';

const PLAYERS: Player[] = [
  { id: 1, name: 'Rosa' },
  { id: 2, name: 'Yuri' },
];

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  return <HotSeatHarness rules={game} players={PLAYERS} Board={Board} />;
}
