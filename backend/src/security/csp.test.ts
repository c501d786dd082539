import { contentSecurityPolicy, crossOrigins } from './csp';

describe('the Content-Security-Policy', () => {
  it('allows nothing beyond itself and Google when every board is served from here', () => {
    const csp = contentSecurityPolicy(['/boards/count-test/mf-manifest.json']);
    expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://accounts.google.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('adds the origin of each board served elsewhere, once', () => {
    const csp = contentSecurityPolicy([
      'https://cdn.example.com/a/mf-manifest.json',
      'https://cdn.example.com/b/mf-manifest.json',
      'http://localhost:3101/mf-manifest.json',
    ]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      'http://localhost:3101',
      'https://accounts.google.com',
    ]);
    expect(csp['connect-src']).toContain('https://cdn.example.com');
    expect(csp['connect-src']).toContain('http://localhost:3101');
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:', 'https://cdn.example.com', 'http://localhost:3101']);
  });

  it('ignores relative and malformed URLs', () => {
    expect(crossOrigins(['/boards/x', 'boards/x', 'https://', 'https://ok.example/x'])).toEqual(['https://ok.example']);
  });
});
