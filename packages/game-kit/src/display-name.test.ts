import type { Match } from './contract';
import { displayName, displayPlayer, isGuestName, withDisplayNames } from './display-name';

const GUEST = '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c';

describe('guest names', () => {
  it('recognise a UUID in either case, around spaces', () => {
    expect(isGuestName(GUEST)).toBe(true);
    expect(isGuestName(` ${GUEST.toUpperCase()} `)).toBe(true);
  });

  it.each(['alice', '', '5f2a9c1e', `${GUEST}x`, '5f2a9c1e-0b7d-4e3a-9f10'])('do not include %p', (name) => {
    expect(isGuestName(name)).toBe(false);
  });
});

describe('displayName', () => {
  it('shows a guest as Guest and the first 4 hex digits upper-cased', () => {
    expect(displayName(GUEST)).toBe('Guest 5F2A');
    expect(displayName(` ${GUEST} `)).toBe('Guest 5F2A');
  });

  it.each(['alice', 'Bob Smith', '', 'Guest 5F2A'])('leaves the registered name %p unchanged', (name) => {
    expect(displayName(name)).toBe(name);
  });

  it('keeps the player id', () => {
    expect(displayPlayer({ id: 7, name: GUEST })).toEqual({ id: 7, name: 'Guest 5F2A' });
  });
});

describe('withDisplayNames', () => {
  const match: Match<{ n: number }> = {
    game: 'g',
    player: { id: 1, name: GUEST },
    score: [
      { player: { id: 1, name: GUEST }, score: 2 },
      { player: { id: 2, name: 'bob' }, score: 0 },
    ],
    gameOver: false,
    state: { n: 1 },
  };

  it('renames every player in a copy and leaves the original alone', () => {
    const shown = withDisplayNames(match);
    expect(shown.player).toEqual({ id: 1, name: 'Guest 5F2A' });
    expect(shown.score.map((entry) => entry.player.name)).toEqual(['Guest 5F2A', 'bob']);
    expect(shown.score.map((entry) => entry.score)).toEqual([2, 0]);
    expect(shown.state).toBe(match.state);
    expect(match.player?.name).toBe(GUEST);
    expect(match.score[0].player.name).toBe(GUEST);
  });

  it('keeps a match with no player to move', () => {
    expect(withDisplayNames({ ...match, player: null }).player).toBeNull();
  });
});
