import type { GameState } from '@tabletop/game-kit';
import {
  applyStatePatches,
  isStatePatch,
  PatchMismatchError,
  type SyncAck,
  type SyncRequest,
} from '@tabletop/protocol';

/** Asks for the patches since the version the shell holds of that game; for the full state when it holds none. */
export function syncRequest(code: string, held: GameState | null): SyncRequest {
  // At version 0 the server always answers with the full state: the lobby changes it without a new version.
  return held && held.code === code && held.version > 0 ? { code, since: held.version } : { code };
}

export type CatchUp =
  /** Take this state (the full one, or the held one with the missed patches applied). */
  | { kind: 'state'; state: GameState }
  /** Nothing to take: the shell is up to date, or already holds something newer. */
  | { kind: 'none' }
  /** The patches do not fit what the shell holds: ask for the full state. */
  | { kind: 'full' };

/**
 * What a sync answer makes of the state the shell holds now. The shell may have moved on while the answer was on its
 * way (a push arrived), so patches it already has are skipped.
 */
export function catchUp(held: GameState | null, answer: Extract<SyncAck, { ok: true }>): CatchUp {
  if ('state' in answer) return { kind: 'state', state: answer.state };
  const { since, patches } = answer;
  if (!held || !Number.isInteger(since) || !Array.isArray(patches) || !patches.every(isStatePatch))
    return { kind: 'full' };
  const reaches = patches.length > 0 ? patches[patches.length - 1].version : since;
  if (held.version >= reaches) return { kind: 'none' };
  const missing = patches.filter((patch) => patch.from >= held.version);
  try {
    return { kind: 'state', state: applyStatePatches(held, missing) };
  } catch (error) {
    if (error instanceof PatchMismatchError) return { kind: 'full' };
    throw error;
  }
}
