import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { BoardFirst, NOTHING_WAITS } from './board-first';
import { BoardFirstProvider, useBoardFirst, useBoardShown } from './BoardFirstContext';

describe('BoardFirst', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['/', '/my-games', '/leaderboard/super-tic-tac-toe', '/player/ada', '/login', '/gameroom'])(
    'lets everything come at once on %s, which opens on no board',
    async (path) => {
      const gate = new BoardFirst(path);
      expect(gate.isShown()).toBe(true);
      await expect(gate.whenShown()).resolves.toBeUndefined();
    },
  );

  it.each(['/game/super-tic-tac-toe', '/game/repello', '/replay/42'])(
    'holds back what waits on %s until the board is marked shown, then tells each waiter once',
    async (path) => {
      const gate = new BoardFirst(path);
      const heard = jest.fn();
      gate.subscribe(heard);
      let resolved = false;
      const shown = gate.whenShown().then(() => (resolved = true));
      await Promise.resolve();
      expect(gate.isShown()).toBe(false);
      expect(resolved).toBe(false);

      gate.markShown();
      gate.markShown();
      await shown;
      expect(gate.isShown()).toBe(true);
      expect(heard).toHaveBeenCalledTimes(1);
    },
  );

  it('stops holding back after its latest time when nothing marks the board shown', () => {
    jest.useFakeTimers();
    const gate = new BoardFirst('/game/winzard-football', 1_000);
    jest.advanceTimersByTime(999);
    expect(gate.isShown()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(gate.isShown()).toBe(true);
  });

  it('re-renders a component waiting on it when the board is shown', () => {
    const gate = new BoardFirst('/game/connect-four');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(BoardFirstProvider, { gate, children });
    const { result } = renderHook(() => useBoardShown(), { wrapper });
    expect(result.current).toBe(false);
    act(() => gate.markShown());
    expect(result.current).toBe(true);
  });
});

describe('useBoardFirst', () => {
  it('holds nothing back where no page opened on a board is above', async () => {
    const { result } = renderHook(() => ({ gate: useBoardFirst(), shown: useBoardShown() }));
    expect(result.current.gate).toBe(NOTHING_WAITS);
    expect(result.current.shown).toBe(true);
    await expect(result.current.gate.whenShown()).resolves.toBeUndefined();
  });
});
