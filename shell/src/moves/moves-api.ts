import type { MoveEntry } from '@tabletop/game-kit';
import type { MovesPage } from '@tabletop/protocol';
import { api } from '../api/client';

export type { MoveEntry } from '@tabletop/game-kit';

/** The moves of the player's game with that code (or of the running game with it) after `after`. */
export function fetchMoves(code: string, after: number): Promise<MovesPage> {
  const search = new URLSearchParams({ code, after: String(after) });
  return api.get<MovesPage>(`/game/moves?${search.toString()}`);
}

/** `held` with the moves of `incoming` it lacks, in version order: a refetch that overlaps adds nothing twice. */
export function appendMoves(held: readonly MoveEntry[], incoming: readonly MoveEntry[]): MoveEntry[] {
  const last = held.at(-1)?.version ?? 0;
  const fresh = incoming.filter((move) => move.version > last).sort((a, b) => a.version - b.version);
  return fresh.length === 0 ? [...held] : [...held, ...fresh];
}
