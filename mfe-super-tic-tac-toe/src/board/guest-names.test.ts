import type { GameState, Player } from '@tabletop/game-kit';
import { finishedMatch, freshMatch, OTTO, XENA } from './test-matches';
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
