import type { GameState, Player } from '@tabletop/game-kit';
import { ALICE, BOB, freshMatch } from './test-matches';
import { boardView } from './view-model';

const GUEST_NAME = '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c';

/** The same match with `guest` seated under a generated UUID name, as the server sends it for a guest. */
function withGuest<S>(match: GameState<S>, guest: Player): GameState<S> {
  const rename = (player: Player) => (player.id === guest.id ? { ...player, name: GUEST_NAME } : player);
  return {
    ...match,
    player: match.player && rename(match.player),
    score: match.score.map((entry) => ({ ...entry, player: rename(entry.player) })),
  };
}

it('shows a guest as Guest XXXX in the heading and the scoreboard', () => {
  const view = boardView(withGuest(freshMatch(), ALICE), BOB);
  expect(view.header).toEqual({ title: "Guest 5F2A's turn · Round 1", detail: 'Waiting for Guest 5F2A' });
  expect(view.players.map((player) => player.player.name)).toEqual(['Guest 5F2A', 'Bob']);
  expect(view.players[0].player.id).toBe(ALICE.id);
});
