import { ConnectionsPerIp } from './connections-per-ip';

describe('ConnectionsPerIp', () => {
  it('allows up to the limit per IP, each IP on its own', () => {
    const limiter = new ConnectionsPerIp(2);
    expect(limiter.tryAcquire('10.0.0.1')).toBe(true);
    expect(limiter.tryAcquire('10.0.0.1')).toBe(true);
    expect(limiter.tryAcquire('10.0.0.1')).toBe(false);
    expect(limiter.tryAcquire('10.0.0.2')).toBe(true);
    expect(limiter.count('10.0.0.1')).toBe(2);
    expect(limiter.count('10.0.0.2')).toBe(1);
  });

  it('frees a place when a connection ends, and forgets IPs with none left', () => {
    const limiter = new ConnectionsPerIp(1);
    expect(limiter.tryAcquire('::1')).toBe(true);
    expect(limiter.tryAcquire('::1')).toBe(false);
    limiter.release('::1');
    expect(limiter.ips).toBe(0);
    expect(limiter.tryAcquire('::1')).toBe(true);
    expect(limiter.ips).toBe(1);
  });

  it('does not go below zero on a stray release', () => {
    const limiter = new ConnectionsPerIp(1);
    limiter.release('10.0.0.9');
    expect(limiter.count('10.0.0.9')).toBe(0);
    expect(limiter.tryAcquire('10.0.0.9')).toBe(true);
    expect(limiter.tryAcquire('10.0.0.9')).toBe(false);
  });
});
