import type { ClockSetting, ClockState, Match } from '@tabletop/game-kit';
import { flagFallsAt, remainingAt } from '@tabletop/game-kit';

/**
 * How far each seat has got, in seat order: `actions` counts its moves, `turns` the turns it finished (a turn may be
 * several actions; it is finished when the turn passes to another seat or the game ends on it).
 */
export interface SeatMoves {
  actions: number[];
  turns: number[];
}

/** A game's clock and its seats' progress, written with every commit. Both null while the game waits. */
export interface Pace {
  clock: ClockState | null;
  moves: SeatMoves | null;
}

/** What is due in a running game at some moment: its first mover waited too long, or a clock ran out. */
export type Overdue = { kind: 'abort' | 'timeout'; seat: number };

const seatOf = (match: Pick<Match<unknown>, 'score'>, playerId: number | undefined): number | null => {
  if (playerId === undefined) return null;
  const seat = match.score.findIndex((entry) => entry.player.id === playerId);
  return seat < 0 ? null : seat;
};

/** A waiting game's clock: every seat taken so far at its full time, nobody's running. */
export function waitingClock(setting: ClockSetting, seats: number, now: number): ClockState {
  const { initial, increment } = setting;
  return { initial, increment, remainingMs: Array<number>(seats).fill(initial * 1000), running: null, serverTime: now };
}

/** The pace of a game that starts now with `match`: full clocks, the first player's running, no moves yet. */
export function startedPace(setting: ClockSetting | null, match: Match<unknown>, now: number): Pace {
  const seats = match.score.length;
  const moves = { actions: Array<number>(seats).fill(0), turns: Array<number>(seats).fill(0) };
  if (!setting) return { clock: null, moves };
  const clock = waitingClock(setting, seats, now);
  return { clock: { ...clock, running: match.gameOver ? null : seatOf(match, match.player?.id) }, moves };
}

/**
 * The pace after a commit at `now` took `before` to `after`. `mover` made a move of their own (`byServer` false) or the
 * server acted for them (a forfeit, a timeout, an abort, a claim: no move counted, no increment). The seat whose clock
 * ran is charged the time since `serverTime`, and gets the increment when its own move passed the turn on; while the
 * same seat keeps the turn, the clock is left as it was (still true at its `serverTime`).
 */
export function advancePace(
  pace: Pace,
  before: Match<unknown>,
  after: Match<unknown>,
  mover: number,
  now: number,
  byServer: boolean,
): Pace {
  const moverSeat = seatOf(before, mover);
  const turnAfter = after.gameOver ? null : seatOf(after, after.player?.id);
  const moves = pace.moves && advanceMoves(pace.moves, byServer ? null : moverSeat, turnAfter);
  const clock = pace.clock;
  if (!clock || clock.running === turnAfter) return { clock, moves };
  const remainingMs = [...clock.remainingMs];
  const ran = clock.running;
  if (ran !== null) {
    const earned = !byServer && ran === moverSeat ? clock.increment * 1000 : 0;
    remainingMs[ran] = remainingAt(clock, ran, now) + earned;
  }
  return { clock: { ...clock, remainingMs, running: turnAfter, serverTime: now }, moves };
}

function advanceMoves(moves: SeatMoves, moverSeat: number | null, turnAfter: number | null): SeatMoves {
  if (moverSeat === null) return moves;
  const actions = [...moves.actions];
  actions[moverSeat] = (actions[moverSeat] ?? 0) + 1;
  if (turnAfter === moverSeat) return { actions, turns: moves.turns };
  const turns = [...moves.turns];
  turns[moverSeat] = (turns[moverSeat] ?? 0) + 1;
  return { actions, turns };
}

/** Whether every seat has made its first move: until then, any player may abort. */
export function everySeatMoved(moves: SeatMoves | null | undefined, seats: number): boolean {
  if (!moves) return false;
  for (let seat = 0; seat < seats; seat++) if ((moves.actions[seat] ?? 0) === 0) return false;
  return true;
}

/**
 * When the running seat must have moved by (the server's epoch ms): its flag, or, on its first turn, the first-move
 * timeout when that comes sooner. Null when no clock runs: games without a clock neither time out nor abort by
 * themselves.
 */
export function deadlineOf(pace: Pace, firstMoveTimeoutMs: number): number | null {
  const { clock, moves } = pace;
  if (!clock || clock.running === null) return null;
  const flag = flagFallsAt(clock)!;
  const firstTurn = (moves?.actions[clock.running] ?? 0) === 0;
  return firstTurn ? Math.min(flag, clock.serverTime + firstMoveTimeoutMs) : flag;
}

/**
 * What is due at `now`, if anything, once the deadline has passed: a seat that has not made its first move aborts the
 * game (whichever of its clock and the first-move timeout ran out), any other seat's time is up.
 */
export function overdueAt(pace: Pace, now: number, firstMoveTimeoutMs: number): Overdue | null {
  const deadline = deadlineOf(pace, firstMoveTimeoutMs);
  if (deadline === null || now < deadline) return null;
  const seat = pace.clock!.running!;
  return { kind: (pace.moves?.actions[seat] ?? 0) === 0 ? 'abort' : 'timeout', seat };
}

/** A pace as a lobby write stores it, with the deadline it sets (null: none). */
export interface PaceWrite extends Pace {
  deadlineAt: number | null;
}

/** The clock setting a game was created with, from its stored clock (null: no clock). */
export function clockSettingOf(clock: ClockState | null | undefined): ClockSetting | null {
  return clock ? { initial: clock.initial, increment: clock.increment } : null;
}

/**
 * What a lobby write stores with `match`: while the game waits, its clock at full time for the seats taken so far;
 * when it starts, the started pace and its first deadline.
 */
export function lobbyPace(
  setting: ClockSetting | null,
  match: Match<unknown>,
  starts: boolean,
  now: number,
  firstMoveTimeoutMs: number,
): PaceWrite {
  if (!starts) {
    const clock = setting && waitingClock(setting, match.score.length, now);
    return { clock, moves: null, deadlineAt: null };
  }
  const pace = startedPace(setting, match, now);
  return { ...pace, deadlineAt: deadlineOf(pace, firstMoveTimeoutMs) };
}
