import type { StatePatch } from '@tabletop/protocol';
import { canCatchUp, contiguousPatches, MAX_SYNC_PATCHES } from './missed-patches';

const patch = (version: number): StatePatch => ({ from: version - 1, version, ops: [[['n'], version]] });
const logged = (...versions: number[]) => versions.map((version) => ({ version, patch: patch(version) }));

describe('canCatchUp', () => {
  it('is true from 1 up to the current version, at most MAX_SYNC_PATCHES behind', () => {
    expect(canCatchUp(1, 1)).toBe(true);
    expect(canCatchUp(3, 10)).toBe(true);
    expect(canCatchUp(10, 10 + MAX_SYNC_PATCHES)).toBe(true);
  });

  it('is false further behind, ahead, at the lobby version 0, or for a version that is not one', () => {
    expect(canCatchUp(10, 11 + MAX_SYNC_PATCHES)).toBe(false);
    expect(canCatchUp(11, 10)).toBe(false);
    expect(canCatchUp(0, 5)).toBe(false);
    expect(canCatchUp(1.5, 5)).toBe(false);
    expect(canCatchUp(-1, 5)).toBe(false);
  });
});

describe('contiguousPatches', () => {
  it('returns the patches from since to current in order', () => {
    expect(contiguousPatches(logged(4, 5, 6), 3, 6)).toEqual([patch(4), patch(5), patch(6)]);
    expect(contiguousPatches([], 6, 6)).toEqual([]);
  });

  it('is null when one is missing, out of order, not kept, or not the patch of its version', () => {
    expect(contiguousPatches(logged(4, 6), 3, 6)).toBeNull();
    expect(contiguousPatches(logged(4, 5), 3, 6)).toBeNull();
    expect(contiguousPatches(logged(5, 4, 6), 3, 6)).toBeNull();
    expect(contiguousPatches([{ version: 4, patch: null }, ...logged(5, 6)], 3, 6)).toBeNull();
    expect(contiguousPatches([{ version: 4, patch: patch(5) }, ...logged(5, 6)], 3, 6)).toBeNull();
  });
});
