import { describeRunningGameHeading } from '@tabletop/board-kit/testing';
import { boardView } from './view-model';
import { playColumns, ROSA } from './test-matches';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describeRunningGameHeading({
  match: playColumns([3]),
  moverSeat: 1,
  waiting: ROSA,
  heading: (match, viewer, seen) => boardView(match, viewer, seen).header,
  moveText: '4',
});
