import type { Match, Player } from './contract';

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Guests get a generated UUID-style name; registered and Google users get a chosen one. */
export function isGuestName(name: string): boolean {
  return UUID_LIKE.test(name.trim());
}

/** The name people read: a guest's 36-character UUID becomes `Guest 5F2A`; any other name is shown as it is. */
export function displayName(name: string): string {
  return isGuestName(name) ? `Guest ${name.trim().slice(0, 4).toUpperCase()}` : name;
}

/** The player with the name people read; the id (what everything is keyed on) is untouched. */
export function displayPlayer<P extends Player>(player: P): P {
  return { ...player, name: displayName(player.name) };
}

/** A copy of the match whose players carry display names, for views only: never send it back to the server. */
export function withDisplayNames<M extends Match<unknown>>(match: M): M {
  return {
    ...match,
    player: match.player ? displayPlayer(match.player) : match.player,
    score: match.score.map((entry) => ({ ...entry, player: displayPlayer(entry.player) })),
  };
}
