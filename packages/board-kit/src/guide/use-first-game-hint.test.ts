import { renderHook } from '@testing-library/react';
import { firstGameKey, useFirstGameHint } from './use-first-game-hint';

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
