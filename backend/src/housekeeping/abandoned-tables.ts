import type { WaitingTable } from './ports';

/**
 * The tables none of whose players has been connected for `ttlMs`: `absentSince` holds, for each player, null while
 * they are connected, else since when (epoch ms) they have been gone. A player missing from it counts as connected,
 * so a table is closed only on what was seen. A table with no human player left has nobody to wait for.
 */
export function abandonedTables(
  tables: readonly WaitingTable[],
  absentSince: ReadonlyMap<number, number | null>,
  now: number,
  ttlMs: number,
): WaitingTable[] {
  const gone = (userId: number) => {
    const since = absentSince.get(userId);
    return since !== null && since !== undefined && now - since >= ttlMs;
  };
  return tables.filter((table) => table.userIds.every(gone));
}
