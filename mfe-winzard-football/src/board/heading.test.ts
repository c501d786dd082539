import { COMPUTER_THINKING } from '@tabletop/board-kit';
import { ALICE, BOB, freshMatch, seen } from './test-matches';
import { boardView } from './view-model';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describe('the heading of a running game', () => {
  const match = seen(freshMatch());
  const computer = { ...ALICE, name: 'Computer (Hard)' };
  const spectator = { id: 99, name: 'Carol' };

  it('says the computer is thinking while a computer seat is to move', () => {
    const againstComputer = {
      ...match,
      player: computer,
      score: match.score.map((entry, seat) => (seat === 0 ? { ...entry, player: computer } : entry)),
    };
    expect(boardView(againstComputer, BOB, { computers: [computer.id] }).header.detail).toBe(COMPUTER_THINKING);
    expect(boardView(againstComputer, BOB).header.detail).toBe('Waiting for Computer (Hard)');
  });

  it('names who is to move to a spectator', () => {
    expect(boardView(match, spectator).header.detail).toBe('Alice to move');
  });

  it('names the move that led to a replay’s position, and who is to move', () => {
    const replay = { lastMove: { number: 1, text: 'ball d3' } };
    expect(boardView(match, { id: 0, name: 'Replay' }, { replay }).header).toEqual({
      title: '1. ball d3',
      detail: 'Alice to move',
    });
  });
});
