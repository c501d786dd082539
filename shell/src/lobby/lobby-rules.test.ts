import type { GameState, Player } from '@tabletop/game-kit';
import { canCreate, canJoin, canStart, waitingLine } from './lobby-rules';

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

/** A waiting Repello table with these players seated, in order. */
const seated = (...players: Player[]): GameState => ({
  game: 'repello',
  code: 'AB12',
  version: 0,
  player: null,
  gameOver: false,
  state: null,
  score: players.map((player) => ({ player, score: 0 })),
});

describe('canStart', () => {
  const waiting = (ids: number[]) => seated(...ids.map((id) => ({ id, name: `p${id}` })));

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

describe('waitingLine', () => {
  const [host, guest, third] = [
    { id: 1, name: 'Ann' },
    { id: 2, name: '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c' },
    { id: 3, name: 'Cy' },
  ];

  it('tells a player who joined whose start they wait for', () => {
    expect(waitingLine(seated(host, guest), guest, [2, 4])).toBe('Waiting for Ann to start (more players may join)');
    expect(waitingLine(seated(host, guest), guest, [2, 2])).toBe('Waiting for Ann to start');
    expect(waitingLine(seated(guest, host), host, [2, 4])).toBe(
      'Waiting for Guest 5F2A to start (more players may join)',
    );
    expect(waitingLine(seated(host, guest, third), third, [3, 4])).toBe(
      'Waiting for Ann to start (more players may join)',
    );
  });

  it('tells everyone when the table needs more players, and the host nothing once START is theirs', () => {
    expect(waitingLine(seated(host), host, [2, 4])).toBe('Waiting for players to join');
    expect(waitingLine(seated(host, guest), guest, [3, 4])).toBe('Waiting for more players to join');
    expect(waitingLine(seated(host, guest), host, [2, 4])).toBeNull();
  });
});
