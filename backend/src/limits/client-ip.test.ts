import type { IncomingMessage } from 'node:http';
import { clientIpOf } from './client-ip';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientIpOf', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says so', () => {
    expect(clientIpOf(false)(request('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
  });

  it('believes every hop with true', () => {
    expect(clientIpOf(true)(request('127.0.0.1', '203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
  });

  it('believes that many hops with a number', () => {
    expect(clientIpOf(1)(request('127.0.0.1', '203.0.113.7, 10.0.0.2'))).toBe('10.0.0.2');
  });

  it('believes only the named proxies with addresses or names', () => {
    const ip = clientIpOf('loopback, 10.0.0.0/8');
    expect(ip(request('127.0.0.1', '203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
    expect(ip(request('198.51.100.1', '203.0.113.7'))).toBe('198.51.100.1');
  });
});
