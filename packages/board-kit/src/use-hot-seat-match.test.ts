import type { GameState, Player } from '@tabletop/game-kit';
import { act, renderHook } from '@testing-library/react';
import { useHotSeatMatch, type PlayLocally } from './use-hot-seat-match';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };

/** A toy game: each move adds to a total and passes the turn; reaching 3 ends it. */
function counting(total = 0): GameState<{ total: number; movers: number[] }> {
  return {
    game: 'counting',
    player: ALICE,
    state: { total, movers: [] },
    score: [],
    gameOver: false,
    code: 'TEST',
    version: 0,
  };
}

const play: PlayLocally<{ total: number; movers: number[] }, number> = (match, playerId, step) => {
  if (step < 1) return { match, outcome: { ok: false, error: 'Too small' } };
  const total = match.state.total + step;
  const over = total >= 3;
  const player = over ? null : match.player?.id === ALICE.id ? BOB : ALICE;
  const next = { ...match, player, gameOver: over, state: { total, movers: [...match.state.movers, playerId] } };
  return { match: { ...next, version: match.version + 1 }, outcome: { ok: true } };
};

describe('useHotSeatMatch', () => {
  it('lets whoever is to move play, seat after seat', async () => {
    const { result } = renderHook(() => useHotSeatMatch(() => counting(), play, ALICE));
    await act(() => result.current.onAction(1));
    expect(result.current.me).toEqual(BOB);
    await act(() => result.current.onAction(1));
    expect(result.current.match.state.movers).toEqual([ALICE.id, BOB.id]);
    expect(result.current.match.version).toBe(2);
  });

  it('passes a refusal on and keeps the match as it was', async () => {
    const { result } = renderHook(() => useHotSeatMatch(() => counting(), play, ALICE));
    let outcome;
    await act(async () => {
      outcome = await result.current.onAction(0);
    });
    expect(outcome).toEqual({ ok: false, error: 'Too small' });
    expect(result.current.match.version).toBe(0);
  });

  it('refuses moves once the game is over, showing the watcher', async () => {
    const { result } = renderHook(() => useHotSeatMatch(() => counting(), play, BOB));
    await act(() => result.current.onAction(3));
    expect(result.current.me).toEqual(BOB);
    await expect(result.current.onAction(1)).resolves.toEqual({ ok: false, error: 'The game is over' });
  });

  it('restarts with a fresh match', async () => {
    const { result } = renderHook(() => useHotSeatMatch(() => counting(), play, ALICE));
    await act(() => result.current.onAction(2));
    act(() => result.current.restart(counting(1)));
    expect(result.current.match.state).toEqual({ total: 1, movers: [] });
    expect(result.current.me).toEqual(ALICE);
  });
});
