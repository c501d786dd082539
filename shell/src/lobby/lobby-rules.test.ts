import type { GameState } from '@tabletop/game-kit';
import { canCreate, canJoin, canStart } from './lobby-rules';

const idle = { code: '', submitting: false, inviteShown: false };

describe('lobby buttons', () => {
  it('enables JOIN GAME only for a valid code', () => {
    expect(canJoin({ ...idle, code: 'AB12' })).toBe(true);
    expect(canJoin({ ...idle, code: 'ab12' })).toBe(true);
    expect(canJoin({ ...idle, code: 'AB1' })).toBe(false);
    expect(canJoin({ ...idle, code: 'AB1!' })).toBe(false);
    expect(canJoin({ ...idle, code: 'AB123' })).toBe(false);
    expect(canJoin({ ...idle, code: 'AB12', submitting: true })).toBe(false);
  });

  it('enables CREATE GAME only without a valid code, invite or submission', () => {
    expect(canCreate(idle)).toBe(true);
    expect(canCreate({ ...idle, code: 'AB1' })).toBe(true);
    expect(canCreate({ ...idle, code: 'AB12' })).toBe(false);
    expect(canCreate({ ...idle, inviteShown: true })).toBe(false);
    expect(canCreate({ ...idle, submitting: true })).toBe(false);
  });
});

describe('canStart', () => {
  const seat = (id: number) => ({ player: { id, name: `p${id}` }, score: 0 });
  const waiting = (ids: number[]): GameState => ({
    game: 'repello',
    code: 'AB12',
    version: 0,
    player: null,
    gameOver: false,
    state: null,
    score: ids.map(seat),
  });

  it('lets the first seat start once the minimum is seated', () => {
    expect(canStart(waiting([1, 2]), { id: 1 }, 2)).toBe(true);
    expect(canStart(waiting([1]), { id: 1 }, 2)).toBe(false);
    expect(canStart(waiting([1, 2]), { id: 2 }, 2)).toBe(false);
  });

  it('does not offer START for a running game or no game', () => {
    expect(canStart({ ...waiting([1, 2]), player: { id: 1, name: 'p1' } }, { id: 1 }, 2)).toBe(false);
    expect(canStart(null, { id: 1 }, 2)).toBe(false);
  });
});
