import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('goes back to an invite link', () => {
    expect(returnPathAfterLogin({ pathname: '/game/repello', search: '?code=ab12' })).toBe('/game/repello?code=ab12');
  });

  it('goes home from anywhere else', () => {
    expect(returnPathAfterLogin(undefined)).toBe('/');
    expect(returnPathAfterLogin({ pathname: '/game/repello', search: '' })).toBe('/');
    expect(returnPathAfterLogin({ pathname: '/game/repello', search: '?code=AB1' })).toBe('/');
    expect(returnPathAfterLogin({ pathname: '/elsewhere', search: '?code=AB12' })).toBe('/');
  });
});
