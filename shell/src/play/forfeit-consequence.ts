/**
 * What forfeiting does, in words for the confirmation: it ends the game when too few players would be left
 * (a two-player game: the opponent wins); otherwise the others play on.
 */
export function forfeitConsequence(seated: number, minPlayers: number): string {
  if (seated - 1 < minPlayers) {
    return seated <= 2
      ? 'This ends the game for both of you: your opponent wins.'
      : 'This ends the game for everyone: too few players would be left.';
  }
  return 'You leave the game; the others play on without you.';
}
