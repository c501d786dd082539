import { playTones } from '../sound/tones';

/** A short, quiet tick: once a second while the player's own clock is under ten seconds. */
const TICK = [{ frequency: 1200, start: 0, seconds: 0.04, volume: 0.08 }];

export function playClockTick(): Promise<void> {
  return playTones(TICK);
}
