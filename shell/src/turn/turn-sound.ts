import { playTones } from '../sound/tones';

/** A short two-note chime. */
const CHIME = [
  { frequency: 660, start: 0, seconds: 0.18, volume: 0.15 },
  { frequency: 880, start: 0.14, seconds: 0.18, volume: 0.15 },
];

/** Plays the chime (silent until the player has interacted with the page). */
export function playTurnSound(): Promise<void> {
  return playTones(CHIME);
}
