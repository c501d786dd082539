import { UNSTORABLE_TEXT } from '../security/untrusted-payload';
import { requestTargetProblem } from './request-target';

describe('requestTargetProblem', () => {
  it('accepts the paths and queries the site sends', () => {
    expect(requestTargetProblem('/api/players/Alice%20B/games', { game: 'count_test', before: '120' })).toBeNull();
    expect(requestTargetProblem('/api/game/invite/AB12', {})).toBeNull();
    expect(requestTargetProblem('/api/players/%C3%A9l%C3%A8ve', { limit: ['5', '6'] })).toBeNull();
  });

  it('refuses a NUL or a lone surrogate in any path segment, escaped or not', () => {
    for (const path of ['/api/players/%00', '/api/players/a%00b/games', '/api/replays/1\u0000', '/api/x/\ud800'])
      expect(requestTargetProblem(path, {})).toBe(UNSTORABLE_TEXT);
  });

  it('leaves a segment it cannot decode to the router', () => {
    expect(requestTargetProblem('/api/game/invite/%E0%A4%A', {})).toBeNull();
  });

  it('refuses a NUL in any query value or key, however nested, and prototype-named keys', () => {
    expect(requestTargetProblem('/api/history', { before: '\u0000' })).toBe(UNSTORABLE_TEXT);
    expect(requestTargetProblem('/api/history', { game: ['ok', 'a\u0000'] })).toBe(UNSTORABLE_TEXT);
    expect(requestTargetProblem('/api/history', { 'a\u0000': '1' })).toBe(UNSTORABLE_TEXT);
    expect(requestTargetProblem('/api/games', JSON.parse('{"__proto__":{"x":"1"}}'))).toBe(
      'Property __proto__ is not allowed',
    );
  });
});
