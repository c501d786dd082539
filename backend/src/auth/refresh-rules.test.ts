import { refreshRefusal } from './refresh-rules';

describe('refresh token decisions', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const later = new Date('2030-01-02T00:00:00Z');
  const day = 86_400_000;
  const maxAge = 90 * day;
  const fresh = { expiresAt: later, usedAt: null, revokedAt: null, sessionStartedAt: now };

  it('accepts an unused, unrevoked, unexpired token of a session younger than its maximum age', () => {
    expect(refreshRefusal(fresh, now, maxAge)).toBeNull();
    expect(
      refreshRefusal({ ...fresh, sessionStartedAt: new Date(now.getTime() - maxAge + 1) }, now, maxAge),
    ).toBeNull();
  });

  it('says why it refuses the others', () => {
    expect(refreshRefusal(null, now, maxAge)).toBe('unknown');
    expect(refreshRefusal({ ...fresh, usedAt: now }, now, maxAge)).toBe('reused');
    expect(refreshRefusal({ ...fresh, revokedAt: now }, now, maxAge)).toBe('reused');
    expect(refreshRefusal({ ...fresh, expiresAt: now }, now, maxAge)).toBe('expired');
    // A replay is treated as theft even after expiry: the family goes either way.
    expect(refreshRefusal({ ...fresh, expiresAt: now, usedAt: now }, later, maxAge)).toBe('reused');
  });

  it('refuses a freshly rotated token once its session has lived the maximum age', () => {
    const started = new Date(now.getTime() - maxAge);
    expect(refreshRefusal({ ...fresh, sessionStartedAt: started }, now, maxAge)).toBe('session-over');
  });
});
