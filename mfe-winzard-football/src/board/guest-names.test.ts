import { withGuest } from '@tabletop/game-kit/testing';
import { ALICE, BOB, freshMatch, seen } from './test-matches';
import { boardView } from './view-model';

it('shows a guest as Guest XXXX in the heading and the scoreboard', () => {
  const view = boardView(withGuest(seen(freshMatch()), ALICE), BOB);
  expect(view.header).toEqual({ title: "Guest 5F2A's turn · Round 1", detail: 'Waiting for Guest 5F2A' });
  expect(view.players.map((player) => player.player.name)).toEqual(['Guest 5F2A', 'Bob']);
  expect(view.players[0].player.id).toBe(ALICE.id);
});
