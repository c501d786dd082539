import { countdownText } from '../clock/clock-text';

/**
 * What the one player left in a game without a clock is told while every opponent is gone: how long until they may
 * claim victory, then that they may (or keep waiting). `msLeft`: until the server allows the claim.
 */
export function claimText(opponents: number, msLeft: number): string {
  const gone = opponents === 1 ? 'Your opponent has left' : 'Your opponents have left';
  if (msLeft > 0) return `${gone}. You can claim victory in ${countdownText(msLeft)}, or keep waiting.`;
  return `${gone}. Claim victory, or keep waiting for them to come back.`;
}
