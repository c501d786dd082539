import type { StatePatch } from '@tabletop/protocol';
import type { LoggedPatch } from './ports';

/**
 * A client further behind than this gets the full state instead: one state is smaller than this many patches, and a
 * single read.
 */
export const MAX_SYNC_PATCHES = 64;

/** Whether patches can bring a client holding version `since` up to `current`. */
export function canCatchUp(since: number, current: number): boolean {
  // Version 0 is the lobby's: seats change and the game starts without a new version, so one 0 may not equal another.
  return Number.isInteger(since) && since > 0 && since <= current && current - since <= MAX_SYNC_PATCHES;
}

/** The patches from `since` to `current` in order, or null when one is missing (e.g. logged before patches were kept). */
export function contiguousPatches(logged: readonly LoggedPatch[], since: number, current: number): StatePatch[] | null {
  if (logged.length !== current - since) return null;
  const patches: StatePatch[] = [];
  for (const [index, { version, patch }] of logged.entries()) {
    const expected = since + index + 1;
    if (version !== expected || !patch || patch.from !== expected - 1 || patch.version !== expected) return null;
    patches.push(patch);
  }
  return patches;
}
