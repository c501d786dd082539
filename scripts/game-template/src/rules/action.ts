import { hasExactKeys, ownFields } from '@tabletop/game-kit';
import { STEPS } from './constants';
import type { RaceAction } from './types';

/**
 * Reads an untrusted action: exactly `{ add }` with add one of 1, 2, 3 (as plain JSON: key order and keys holding
 * undefined do not matter, any other key does). Returns a fresh action, or null for anything else. Never throws.
 */
export function readAction(action: unknown): RaceAction | null {
  try {
    const fields = ownFields(action);
    if (!fields || !hasExactKeys(fields, ['add'])) return null;
    const { add } = fields;
    return typeof add === 'number' && STEPS.includes(add) ? { add } : null;
  } catch {
    return null;
  }
}
