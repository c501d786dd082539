import { crossSiteRefusal, handshakeOriginAllowed, SAME_SITE_HEADER_VALUE, type PostProvenance } from './origin-check';

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

describe('the cross-site check of posts that set or spend the session cookie', () => {
  const hosts = ['tabletop.example'];
  const allowList = ['https://play.example.com'];
  const post = (facts: Partial<PostProvenance>): PostProvenance => ({
    origin: undefined,
    fetchSite: undefined,
    requestedWith: undefined,
    ...facts,
  });
  const refusal = (facts: Partial<PostProvenance>) => crossSiteRefusal(post(facts), hosts, allowList);

  it("lets the site's own pages and listed origins through with the header", () => {
    const header = { requestedWith: SAME_SITE_HEADER_VALUE };
    expect(refusal({ ...header, origin: 'https://tabletop.example', fetchSite: 'same-origin' })).toBeNull();
    expect(refusal({ ...header, origin: 'https://play.example.com', fetchSite: 'cross-site' })).toBeNull();
    expect(refusal({ ...header, fetchSite: 'same-origin' })).toBeNull();
  });

  it('lets clients that are not browsers through: nothing makes them post for another site', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ origin: '' })).toBeNull();
  });

  it("refuses another site's page, whatever else the request carries", () => {
    const header = { requestedWith: SAME_SITE_HEADER_VALUE };
    expect(refusal({ origin: 'https://evil.example' })).toBe('foreign-origin');
    expect(refusal({ ...header, origin: 'https://evil.example', fetchSite: 'cross-site' })).toBe('foreign-origin');
    expect(refusal({ ...header, origin: 'null' })).toBe('foreign-origin');
    expect(refusal({ ...header, origin: 'https://tabletop.example.evil.example' })).toBe('foreign-origin');
    expect(refusal({ ...header, fetchSite: 'cross-site' })).toBe('cross-site-fetch');
    expect(refusal({ ...header, fetchSite: 'same-site' })).toBe('cross-site-fetch');
  });

  it('refuses a browser post without the header, as an HTML form sends it', () => {
    expect(refusal({ origin: 'https://tabletop.example', fetchSite: 'same-origin' })).toBe('missing-header');
    expect(refusal({ fetchSite: 'same-origin' })).toBe('missing-header');
    expect(refusal({ origin: 'https://tabletop.example', requestedWith: 'XMLHttpRequest' })).toBe('missing-header');
  });
});
