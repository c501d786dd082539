import { withGuest } from '@tabletop/game-kit/testing';
import { finishedMatch, freshMatch, OTTO, XENA } from './test-matches';
import { boardView } from './view-model';

it('shows a guest as Guest XXXX while waiting for them and when they win', () => {
  expect(boardView(withGuest(freshMatch(), XENA), OTTO).header).toEqual({
    title: "Player X's Turn",
    detail: 'Waiting for Guest 5F2A',
  });
  expect(boardView(withGuest(finishedMatch(1), OTTO), XENA).header).toEqual({
    title: 'Game Over',
    detail: 'Guest 5F2A (O) wins',
  });
});
