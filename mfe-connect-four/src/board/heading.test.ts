import { COMPUTER_THINKING } from '@tabletop/board-kit';
import { boardView } from './view-model';
import { playColumns, ROSA, YURI } from './test-matches';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describe('the heading of a running game', () => {
  const match = playColumns([3]);
  const computer = { ...YURI, name: 'Computer (Hard)' };
  const spectator = { id: 99, name: 'Carol' };

  it('says the computer is thinking while a computer seat is to move', () => {
    const againstComputer = {
      ...match,
      player: computer,
      score: match.score.map((entry, seat) => (seat === 1 ? { ...entry, player: computer } : entry)),
    };
    expect(boardView(againstComputer, ROSA, { computers: [computer.id] }).header.detail).toBe(COMPUTER_THINKING);
    expect(boardView(againstComputer, ROSA).header.detail).toBe('Waiting for Computer (Hard)');
  });

  it('names who is to move to a spectator', () => {
    expect(boardView(match, spectator).header.detail).toBe('Yuri to move');
  });

  it('names the move that led to a replay’s position, and who is to move', () => {
    const header = boardView(
      match,
      { id: 0, name: 'Replay' },
      { replay: { lastMove: { number: 1, text: '4' } } },
    ).header;
    expect(header).toEqual({ title: '1. 4', detail: 'Yuri to move' });
  });
});
