import type { GameState } from '@tabletop/game-kit';
import { gameAtVersion } from '../test/game-states';
import {
  afterPushedState,
  afterWatchAnswer,
  afterWatcherCount,
  initialWatch,
  watchingLabel,
  type WatchedGame,
} from './watch-state';

const at = (version: number): GameState => gameAtVersion(version);
const watching = (state: GameState | null, watchers = 1): WatchedGame => ({ ...initialWatch('k7qz'), state, watchers });

describe('watch state', () => {
  it('starts empty, under the code as the server writes it', () => {
    expect(initialWatch('k7qz')).toEqual({
      code: 'K7QZ',
      state: null,
      watchers: 0,
      error: null,
      replay: null,
      seated: false,
    });
  });

  it('takes an answer’s state unless it holds a newer one, and its count', () => {
    expect(afterWatchAnswer(watching(null), { ok: true, state: at(3), watchers: 2 })).toMatchObject({
      state: at(3),
      watchers: 2,
    });
    expect(afterWatchAnswer(watching(at(5)), { ok: true, state: at(4), watchers: 2 }).state).toEqual(at(5));
  });

  it('keeps the last position of a finished game and learns its replay', () => {
    const after = afterWatchAnswer(watching(at(9)), { ok: false, error: 'Game over', replay: 31 });
    expect(after).toMatchObject({ state: at(9), replay: 31, error: null });
  });

  it('keeps a refusal, and knows the user’s own game from it', () => {
    expect(afterWatchAnswer(watching(null), { ok: false, error: 'Unknown game' })).toMatchObject({
      error: 'Unknown game',
      seated: false,
    });
    expect(afterWatchAnswer(watching(null), { ok: false, error: 'You play in this game' }).seated).toBe(true);
  });

  it('takes pushed states and counts of the watched game only, never an older state', () => {
    expect(afterPushedState(watching(at(3)), at(4)).state).toEqual(at(4));
    expect(afterPushedState(watching(at(4)), at(3)).state).toEqual(at(4));
    expect(afterPushedState(watching(at(3)), { ...at(4), code: 'ZZZZ' }).state).toEqual(at(3));
    expect(afterWatcherCount(watching(at(3)), { code: 'K7QZ', count: 4 }).watchers).toBe(4);
    expect(afterWatcherCount(watching(at(3)), { code: 'ZZZZ', count: 4 }).watchers).toBe(1);
  });

  it('labels the count for the players only when someone watches', () => {
    expect(watchingLabel(0)).toBeNull();
    expect(watchingLabel(1)).toBe('1 watching');
    expect(watchingLabel(12)).toBe('12 watching');
  });
});
