import { refreshRefusal } from './refresh-rules';

describe('refresh token decisions', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const later = new Date('2030-01-02T00:00:00Z');
  const fresh = { expiresAt: later, usedAt: null, revokedAt: null };

  it('accepts an unused, unrevoked, unexpired token', () => {
    expect(refreshRefusal(fresh, now)).toBeNull();
  });

  it('says why it refuses the others', () => {
    expect(refreshRefusal(null, now)).toBe('unknown');
    expect(refreshRefusal({ ...fresh, usedAt: now }, now)).toBe('reused');
    expect(refreshRefusal({ ...fresh, revokedAt: now }, now)).toBe('reused');
    expect(refreshRefusal({ ...fresh, expiresAt: now }, now)).toBe('expired');
    // A replay is treated as theft even after expiry: the family goes either way.
    expect(refreshRefusal({ expiresAt: now, usedAt: now, revokedAt: null }, later)).toBe('reused');
  });
});
