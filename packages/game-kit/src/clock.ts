/**
 * Game clocks (Fischer): each seat has `initial` seconds, its clock runs only while it is that seat's turn, and
 * `increment` seconds are added when its turn passes to someone else. The server alone keeps time; clients draw it.
 */

/** A clock as a game is created with it, in seconds. */
export interface ClockSetting {
  initial: number;
  increment: number;
}

/** What `POST /api/game/create` and `/quick` accept: initial 10–3600 s, increment 0–60 s, whole seconds. */
export const CLOCK_LIMITS = { initial: [10, 3600], increment: [0, 60] } as const;

/**
 * A running game's clock as the server sends it in every GameState. `remainingMs` (one per seat, in seat order) was
 * true at `serverTime` (the server's epoch milliseconds); the seat `running` (an index, or null) has lost time since.
 */
export interface ClockState extends ClockSetting {
  remainingMs: number[];
  running: number | null;
  serverTime: number;
}

/** A seat's time left at `now` (the server's epoch ms), never below 0. */
export function remainingAt(clock: ClockState, seat: number, now: number): number {
  const left = clock.remainingMs[seat] ?? 0;
  return Math.max(0, clock.running === seat ? left - (now - clock.serverTime) : left);
}

/** When the running seat's time runs out (the server's epoch ms), or null when no clock runs. */
export function flagFallsAt(clock: ClockState): number | null {
  if (clock.running === null) return null;
  return clock.serverTime + (clock.remainingMs[clock.running] ?? 0);
}

/** Why a clock setting is refused (naming the field), or null when it is within CLOCK_LIMITS. */
export function clockSettingProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'clock must be { initial, increment } in seconds';
  const { initial, increment } = value as Record<string, unknown>;
  const [minInitial, maxInitial] = CLOCK_LIMITS.initial;
  const [minIncrement, maxIncrement] = CLOCK_LIMITS.increment;
  if (!Number.isInteger(initial) || (initial as number) < minInitial || (initial as number) > maxInitial)
    return `clock.initial must be a whole number of seconds from ${minInitial} to ${maxInitial}`;
  if (!Number.isInteger(increment) || (increment as number) < minIncrement || (increment as number) > maxIncrement)
    return `clock.increment must be a whole number of seconds from ${minIncrement} to ${maxIncrement}`;
  return null;
}

/** `3+2`: minutes (or seconds under a minute, `30s+0`) and the increment's seconds, as players name a clock. */
export function clockName(setting: ClockSetting): string {
  const initial = setting.initial % 60 === 0 ? String(setting.initial / 60) : `${setting.initial}s`;
  return `${initial}+${setting.increment}`;
}
