import { describeRunningGameHeading } from '@tabletop/board-kit/testing';
import { BOB, freshMatch, seen } from './test-matches';
import { boardView } from './view-model';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describeRunningGameHeading({
  match: seen(freshMatch()),
  moverSeat: 0,
  waiting: BOB,
  heading: (match, viewer, seen) => boardView(match, viewer, seen).header,
  moveText: 'ball d3',
});
