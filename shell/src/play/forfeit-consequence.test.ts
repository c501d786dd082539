import { forfeitConsequence } from './forfeit-consequence';

describe('forfeitConsequence', () => {
  it('says a two-player game ends with the opponent winning', () => {
    expect(forfeitConsequence(2, 2)).toBe('This ends the game for both of you: your opponent wins.');
  });

  it('says the others play on when enough are left', () => {
    expect(forfeitConsequence(3, 2)).toBe('You leave the game; the others play on without you.');
  });

  it('says the game ends when too few of several would be left', () => {
    expect(forfeitConsequence(3, 3)).toBe('This ends the game for everyone: too few players would be left.');
  });
});
