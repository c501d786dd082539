import { remainingAt, type ClockState } from '@tabletop/game-kit';

/** Under this, a clock shows tenths, turns red and, for the player's own clock with sound on, ticks each second. */
export const LOW_TIME_MS = 10_000;

/** `5:00`, `1:02:03`; under ten seconds with tenths, `9.4`; never below `0.0`. */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  if (left < LOW_TIME_MS) return (Math.floor(left / 100) / 10).toFixed(1);
  return countdownText(left);
}

/** `1:23`, `0:09`, `1:02:03`: whole seconds, rounded up, never below `0:00`. */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const [hours, minutes] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60)];
  const ss = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** What one seat's clock shows at the server's time `serverNow`. */
export interface SeatClockView {
  ms: number;
  text: string;
  running: boolean;
  low: boolean;
}

export function seatClockView(clock: ClockState, seat: number, serverNow: number): SeatClockView {
  const ms = remainingAt(clock, seat, serverNow);
  return { ms, text: clockText(ms), running: clock.running === seat, low: ms < LOW_TIME_MS };
}
