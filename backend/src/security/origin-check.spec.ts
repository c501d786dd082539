import { handshakeOriginAllowed } from './origin-check';

describe('the socket handshake Origin check', () => {
  const allowList = ['https://play.example.com'];

  it('allows clients that send no Origin (not browsers)', () => {
    expect(handshakeOriginAllowed(undefined, ['api.example.com'], allowList)).toBe(true);
    expect(handshakeOriginAllowed('', ['api.example.com'], allowList)).toBe(true);
  });

  it('allows pages served by this host, by the Host or a trusted forwarded host', () => {
    expect(handshakeOriginAllowed('http://127.0.0.1:3000', ['127.0.0.1:3000'], [])).toBe(true);
    expect(handshakeOriginAllowed('https://Tabletop.example', ['tabletop.example'], [])).toBe(true);
    expect(handshakeOriginAllowed('https://tabletop.example', ['backend:3000', 'tabletop.example'], [])).toBe(true);
  });

  it('allows listed origins and refuses everything else', () => {
    expect(handshakeOriginAllowed('https://play.example.com', ['api.example.com'], allowList)).toBe(true);
    expect(handshakeOriginAllowed('https://evil.example', ['api.example.com'], allowList)).toBe(false);
    expect(handshakeOriginAllowed('http://127.0.0.1:3001', ['127.0.0.1:3000'], [])).toBe(false);
    expect(handshakeOriginAllowed('null', ['api.example.com'], allowList)).toBe(false);
    expect(handshakeOriginAllowed('file:///x', [undefined], allowList)).toBe(false);
    expect(handshakeOriginAllowed('https://evil.example', [undefined], [])).toBe(false);
  });
});
