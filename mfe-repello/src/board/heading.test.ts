import { describeRunningGameHeading } from '@tabletop/board-kit/testing';
import { boardView } from './view-model';
import { ALICE, PLACE_ALICE, playActions } from './test-matches';

// How the shell shows the board words its heading (board-kit's turnHeader); the board passes what it is given.
describeRunningGameHeading({
  match: playActions([PLACE_ALICE]),
  moverSeat: 1,
  waiting: ALICE,
  heading: (match, viewer, seen) => boardView(match, viewer, seen).header,
  moveText: 'place d7',
});
