import { render } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { TttState } from '../rules';
import Board from './Board';
import { finishedMatch, XENA } from './test-matches';
import { winningLine } from './winning-line';

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });

/** A state whose small boards are won by these symbols (index = board). */
function wonBoards(symbols: Partial<Record<number, 'X' | 'O'>>): TttState {
  const games = Array.from({ length: 9 }, (_, board) => ({ x: [], o: [], symbol: symbols[board] ?? null }));
  return { player: 'X', boardToPlayIn: null, games };
}

describe('the winning line of boards', () => {
  it('is the three boards one symbol won in a line, and nothing otherwise', () => {
    expect(winningLine(wonBoards({ 2: 'O', 4: 'O', 6: 'O', 0: 'X' }))).toEqual([2, 4, 6]);
    expect(winningLine(wonBoards({ 0: 'X', 1: 'X', 2: 'O' }))).toEqual([]);
    expect(winningLine(null)).toEqual([]);
  });

  it('is marked on the board, and only those three boards', () => {
    const match = { ...finishedMatch(0), state: wonBoards({ 0: 'X', 3: 'X', 6: 'X', 4: 'O' }) };
    const { container } = render(<Board match={match} me={XENA} onAction={accepted} />);
    const marked = [...container.querySelectorAll('[data-winning-line="true"]')];
    expect(marked.map((mark) => mark.querySelector('[role="group"]')?.getAttribute('aria-label'))).toEqual([
      'Board 1, won by X',
      'Board 4, won by X',
      'Board 7, won by X',
    ]);
  });
});
