import { codeFromSearch, inviteLink } from './invite';

describe('invite links', () => {
  it("point at the game's page with the code", () => {
    expect(inviteLink('https://play.example', 'winzards/football', 'AB12')).toBe(
      'https://play.example/game/winzards/football?code=AB12',
    );
  });

  it('fill in a valid code, upper-cased', () => {
    expect(codeFromSearch('?code=ab12')).toBe('AB12');
    expect(codeFromSearch('?code=%20AB12%20')).toBe('AB12');
  });

  it('fill in nothing for a missing or invalid code', () => {
    expect(codeFromSearch('')).toBe('');
    expect(codeFromSearch('?code=AB1')).toBe('');
    expect(codeFromSearch('?code=AB12!')).toBe('');
  });
});
