import { textLine } from './text-line';

describe('textLine', () => {
  it('writes time, level, context and message, then the other fields', () => {
    const json = JSON.stringify({
      level: 'warn',
      timestamp: Date.parse('2026-11-25T15:00:01.066Z'),
      pid: 7,
      requestId: 'abc-123',
      context: 'AuthService',
      message: 'A revoked refresh token was replayed',
      user: { id: 4 },
    });
    expect(textLine(json)).toBe(
      '2026-11-25T15:00:01.066Z WARN  [AuthService] A revoked refresh token was replayed requestId=abc-123 user={"id":4}\n',
    );
  });

  it('leaves out of an access line what its message already says', () => {
    const json = JSON.stringify({
      level: 'log',
      timestamp: Date.parse('2026-11-25T15:00:01.835Z'),
      context: 'HTTP',
      method: 'POST',
      path: '/api/auth/guest',
      status: 200,
      durationMs: 94,
      requestId: 'r-1',
      userId: 3,
      message: 'POST /api/auth/guest 200',
    });
    expect(textLine(json)).toBe(
      '2026-11-25T15:00:01.835Z LOG   [HTTP] POST /api/auth/guest 200 durationMs=94 requestId=r-1 userId=3\n',
    );
  });

  it("puts an error's stack on the lines below", () => {
    const json = JSON.stringify({
      level: 'error',
      timestamp: 0,
      message: 'Boom',
      err: { type: 'Error', message: 'Boom', stack: 'Error: Boom\n    at here' },
    });
    expect(textLine(json)).toBe('1970-01-01T00:00:00.000Z ERROR Boom\nError: Boom\n    at here\n');
  });

  it('passes a line that is not JSON through', () => {
    expect(textLine('plain words\n')).toBe('plain words\n');
  });
});
