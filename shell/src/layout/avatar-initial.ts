import { isGuestName } from '@tabletop/game-kit';

/** The avatar's letter: the name's first letter, or nothing for a generated UUID-style guest name. */
export function avatarInitial(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || isGuestName(trimmed)) return '';
  return Array.from(trimmed)[0].toUpperCase();
}
