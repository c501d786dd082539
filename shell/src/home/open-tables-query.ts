import { newerTables, type OpenTable, type OpenTables } from '@tabletop/protocol';
import { api } from '../api/client';

export const OPEN_TABLES_QUERY_KEY = ['open-tables'] as const;

/** The open tables as the page holds them: when this list arrived, so each table's age keeps counting. */
export type HeldTables = OpenTables & { receivedAt: number };

export async function fetchOpenTables(now: () => number = Date.now): Promise<HeldTables> {
  const list = readOpenTables(await api.get<unknown>('/game/open-tables'));
  if (!list) throw new Error('The server did not answer with the open tables');
  return { ...list, receivedAt: now() };
}

/** The list to hold when `next` arrives (a push, a watch's answer or a fetch): the newer of the two. */
export function keepNewer(held: HeldTables | undefined, next: OpenTables, now: number): HeldTables {
  const kept = newerTables(held, next);
  return kept === held ? held : { ...next, receivedAt: now };
}

/** The list in a server answer, or null when it is not one. */
export function readOpenTables(value: unknown): OpenTables | null {
  const list = value as OpenTables | null;
  if (typeof list !== 'object' || list === null || typeof list.revision !== 'number' || !Array.isArray(list.tables))
    return null;
  return { revision: list.revision, tables: list.tables.filter(isOpenTable) };
}

function isOpenTable(value: unknown): value is OpenTable {
  const table = value as OpenTable;
  return (
    typeof table === 'object' &&
    table !== null &&
    typeof table.game === 'string' &&
    typeof table.code === 'string' &&
    typeof table.host === 'string' &&
    typeof table.seated === 'number' &&
    typeof table.seats === 'number' &&
    typeof table.ageSeconds === 'number'
  );
}

/** How long a table has waited, as a row shows it: `just now`, `3 min`, `2 h`. */
export function ageLabel(seconds: number): string {
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}
