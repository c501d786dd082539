import type { GameState } from '@tabletop/game-kit';
import { applyStatePatch, isWaiting, PatchMismatchError, type GameStatePatch } from '@tabletop/protocol';

export type PushOutcome =
  /** Take this state: the held one with the pushed patch applied. */
  | { kind: 'state'; state: GameState }
  /** Nothing to take: another game's patch, or one the shell already has. */
  | { kind: 'none' }
  /** The patch does not start from what the shell holds (a push was missed): ask what was missed. */
  | { kind: 'resync' };

/**
 * What a pushed state patch (the server sends one per action to clients that ask for patches) makes of the state the
 * shell holds. Version 0 is the lobby's and the started game's both: a patch from 0 fits only a started game.
 */
export function applyPush(held: GameState | null, push: GameStatePatch): PushOutcome {
  const { code, ...patch } = push;
  if (!held || held.code !== code || patch.version <= held.version) return { kind: 'none' };
  if (patch.from !== held.version || isWaiting(held)) return { kind: 'resync' };
  try {
    return { kind: 'state', state: applyStatePatch(held, patch) };
  } catch (error) {
    if (error instanceof PatchMismatchError) return { kind: 'resync' };
    throw error;
  }
}
