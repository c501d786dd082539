/** How a computer seat plays: Easy picks a random legal action, Hard searches (game-kit's computer/). */
export const COMPUTER_LEVELS = ['easy', 'hard'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** The name a computer seat shows in the players strip and the score panel. */
export function computerName(level: ComputerLevel): string {
  return level === 'easy' ? 'Computer (Easy)' : 'Computer (Hard)';
}
