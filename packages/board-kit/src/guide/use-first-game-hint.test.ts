import { renderHook } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import type { GameGuide } from './game-guide';
import { firstGameKey, useFirstGameHint, useFirstTurnHint } from './use-first-game-hint';

describe('useFirstGameHint', () => {
  beforeEach(() => localStorage.clear());

  it('shows on the first turn of a first game, and never again once that turn has passed', () => {
    const { result, rerender } = renderHook(({ myTurn }) => useFirstGameHint('repello', 7, myTurn), {
      initialProps: { myTurn: false },
    });
    expect(result.current).toBe(false);
    rerender({ myTurn: true });
    expect(result.current).toBe(true);
    rerender({ myTurn: false });
    expect(localStorage.getItem(firstGameKey('repello', 7))).not.toBeNull();
    rerender({ myTurn: true });
    expect(result.current).toBe(false);
  });

  it('is remembered per user and per game', () => {
    localStorage.setItem(firstGameKey('repello', 7), 'earlier');
    expect(renderHook(() => useFirstGameHint('repello', 7, true)).result.current).toBe(false);
    expect(renderHook(() => useFirstGameHint('repello', 8, true)).result.current).toBe(true);
    expect(renderHook(() => useFirstGameHint('super_tic_tac_toe', 7, true)).result.current).toBe(true);
  });

  it('survives a reload in the middle of the first turn', () => {
    renderHook(() => useFirstGameHint('repello', 7, true)).unmount();
    expect(renderHook(() => useFirstGameHint('repello', 7, true)).result.current).toBe(true);
  });
});

describe('useFirstTurnHint', () => {
  const guide: GameGuide = { title: 'T', goal: 'G', sections: [], firstTurnHint: 'Click a cell.' };
  const match = (to: number | null, gameOver = false) =>
    ({ game: 'toy', player: to === null ? null : { id: to, name: 'P' }, gameOver }) as GameState<unknown>;

  beforeEach(() => localStorage.clear());

  it('is the game’s hint on the viewer’s turn only, never once the game is over', () => {
    const me = { id: 1, name: 'Me' };
    expect(renderHook(() => useFirstTurnHint(match(1), me, guide)).result.current).toBe('Click a cell.');
    expect(renderHook(() => useFirstTurnHint(match(2), me, guide)).result.current).toBeNull();
    expect(renderHook(() => useFirstTurnHint(match(1, true), me, guide)).result.current).toBeNull();
  });
});
