const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The avatar's letter: the name's first letter, or nothing for a generated UUID-style guest name. */
export function avatarInitial(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || UUID_LIKE.test(trimmed)) return '';
  return Array.from(trimmed)[0].toUpperCase();
}
