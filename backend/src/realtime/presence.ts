/** The seated players with a connection, in seat order. */
export function onlineSeated(seated: readonly number[], connected: ReadonlySet<number>): number[] {
  return seated.filter((id) => connected.has(id));
}
