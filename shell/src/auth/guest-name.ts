const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Guests get a generated UUID-style name (contract §3); registered and Google users get a chosen one. */
export function isGuestName(name: string): boolean {
  return UUID_LIKE.test(name.trim());
}
