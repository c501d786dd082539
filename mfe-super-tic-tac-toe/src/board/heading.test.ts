import { describeRunningGameHeading } from '@tabletop/board-kit/testing';
import { boardView } from './view-model';
import { playMoves, XENA } from './test-matches';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describeRunningGameHeading({
  match: playMoves([{ board: 4, cell: 4 }]),
  moverSeat: 1,
  waiting: XENA,
  heading: (match, viewer, seen) => boardView(match, viewer, seen).header,
  moveText: 'X b5 c5',
});
