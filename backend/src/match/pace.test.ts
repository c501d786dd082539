import type { Match } from '@tabletop/game-kit';
import { initialScore } from '@tabletop/game-kit';
import { advancePace, deadlineOf, everySeatMoved, lobbyPace, overdueAt, startedPace, type Pace } from './pace';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];
const T0 = 1_000_000;
const FIRST_MOVE = 30_000;

function turnOf(player: typeof ann | null, players = [ann, ben]): Match<null> {
  return { game: 'g', player, score: initialScore(players), gameOver: player === null, state: null };
}

const started = (): Pace => startedPace({ initial: 60, increment: 2 }, turnOf(ann), T0);

describe('a game clock', () => {
  it('starts full for every seat, the first player’s running, no moves yet', () => {
    expect(started()).toEqual({
      clock: { initial: 60, increment: 2, remainingMs: [60_000, 60_000], running: 0, serverTime: T0 },
      moves: { actions: [0, 0], turns: [0, 0] },
    });
    expect(startedPace(null, turnOf(ann), T0)).toEqual({ clock: null, moves: { actions: [0, 0], turns: [0, 0] } });
  });

  it('charges the mover the time since their turn began, adds the increment as the turn passes, starts the next', () => {
    const next = advancePace(started(), turnOf(ann), turnOf(ben), ann.id, T0 + 5_000, false);
    expect(next).toEqual({
      clock: { initial: 60, increment: 2, remainingMs: [57_000, 60_000], running: 1, serverTime: T0 + 5_000 },
      moves: { actions: [1, 0], turns: [1, 0] },
    });
  });

  it('keeps counting a turn of several actions, with one increment at its end', () => {
    const mid = advancePace(started(), turnOf(ann), turnOf(ann), ann.id, T0 + 4_000, false);
    expect(mid.clock).toEqual(started().clock);
    expect(mid.moves).toEqual({ actions: [1, 0], turns: [0, 0] });
    const end = advancePace(mid, turnOf(ann), turnOf(ben), ann.id, T0 + 9_000, false);
    expect(end.clock).toMatchObject({ remainingMs: [53_000, 60_000], running: 1, serverTime: T0 + 9_000 });
    expect(end.moves).toEqual({ actions: [2, 0], turns: [1, 0] });
  });

  it('stops every clock when the game ends, the last mover charged and credited', () => {
    const over = advancePace(started(), turnOf(ann), turnOf(null), ann.id, T0 + 1_000, false);
    expect(over.clock).toMatchObject({ remainingMs: [61_000, 60_000], running: null, serverTime: T0 + 1_000 });
  });

  it('gives no increment and counts no move for what the server does on a seat’s behalf', () => {
    const timedOut = advancePace(started(), turnOf(ann), turnOf(null), ann.id, T0 + 70_000, true);
    expect(timedOut).toEqual({
      clock: { initial: 60, increment: 2, remainingMs: [0, 60_000], running: null, serverTime: T0 + 70_000 },
      moves: { actions: [0, 0], turns: [0, 0] },
    });
  });

  it('leaves the running clock alone when someone whose turn it is not leaves a game that goes on', () => {
    const three = startedPace({ initial: 60, increment: 0 }, turnOf(ann, [ann, ben, cid]), T0);
    const after = advancePace(three, turnOf(ann, [ann, ben, cid]), turnOf(ann, [ann, ben, cid]), cid.id, T0 + 10, true);
    expect(after).toEqual(three);
  });
});

describe('deadlines', () => {
  it('is the running seat’s flag, or its first-move timeout while it has not moved, whichever comes first', () => {
    expect(deadlineOf(started(), FIRST_MOVE)).toBe(T0 + FIRST_MOVE);
    expect(deadlineOf(started(), 90_000)).toBe(T0 + 60_000);
    const moved = advancePace(started(), turnOf(ann), turnOf(ben), ann.id, T0 + 5_000, false);
    expect(deadlineOf(moved, FIRST_MOVE)).toBe(T0 + 5_000 + FIRST_MOVE);
    const again = advancePace(moved, turnOf(ben), turnOf(ann), ben.id, T0 + 6_000, false);
    expect(deadlineOf(again, FIRST_MOVE)).toBe(T0 + 6_000 + 57_000);
    expect(deadlineOf(startedPace(null, turnOf(ann), T0), FIRST_MOVE)).toBeNull();
    expect(deadlineOf(advancePace(again, turnOf(ann), turnOf(null), ann.id, T0 + 7_000, false), 1)).toBeNull();
  });

  it('says what is due once the deadline passed: an abort on a first turn, else a timeout', () => {
    expect(overdueAt(started(), T0 + FIRST_MOVE - 1, FIRST_MOVE)).toBeNull();
    expect(overdueAt(started(), T0 + FIRST_MOVE, FIRST_MOVE)).toEqual({ kind: 'abort', seat: 0 });
    expect(overdueAt(started(), T0 + 60_000, 90_000)).toEqual({ kind: 'abort', seat: 0 });
    const moved = advancePace(started(), turnOf(ann), turnOf(ben), ann.id, T0 + 1_000, false);
    const both = advancePace(moved, turnOf(ben), turnOf(ann), ben.id, T0 + 2_000, false);
    expect(overdueAt(both, T0 + 2_000 + 60_999, FIRST_MOVE)).toBeNull();
    expect(overdueAt(both, T0 + 2_000 + 61_000, FIRST_MOVE)).toEqual({ kind: 'timeout', seat: 0 });
  });
});

describe('the seats’ moves', () => {
  it('tells when every seat has moved', () => {
    expect(everySeatMoved({ actions: [1, 0], turns: [1, 0] }, 2)).toBe(false);
    expect(everySeatMoved({ actions: [1, 3], turns: [1, 0] }, 2)).toBe(true);
    expect(everySeatMoved(null, 2)).toBe(false);
  });
});

describe('lobbyPace', () => {
  it('keeps a waiting game’s clock full for the seats taken, with no moves and no deadline', () => {
    expect(lobbyPace({ initial: 60, increment: 1 }, turnOf(null, [ann, ben, cid]), false, T0, FIRST_MOVE)).toEqual({
      clock: { initial: 60, increment: 1, remainingMs: [60_000, 60_000, 60_000], running: null, serverTime: T0 },
      moves: null,
      deadlineAt: null,
    });
    expect(lobbyPace(null, turnOf(null), false, T0, FIRST_MOVE)).toEqual({
      clock: null,
      moves: null,
      deadlineAt: null,
    });
  });

  it('starts a game with its first deadline', () => {
    const pace = lobbyPace({ initial: 60, increment: 1 }, turnOf(ann), true, T0, FIRST_MOVE);
    expect(pace).toMatchObject({ clock: { running: 0 }, moves: { actions: [0, 0] }, deadlineAt: T0 + FIRST_MOVE });
  });
});
