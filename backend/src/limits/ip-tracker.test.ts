import { ipTracker } from './client-ip';

describe('ipTracker (whom the per-IP limits count)', () => {
  it('counts an IPv4 address as itself, also when it comes IPv4-mapped', () => {
    expect(ipTracker('203.0.113.7')).toBe('203.0.113.7');
    expect(ipTracker('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipTracker('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(ipTracker('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipTracker('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(ipTracker('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(ipTracker('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipTracker('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps loopback as ::1', () => {
    expect(ipTracker('::1')).toBe('::1');
  });
});
