/** The last few client action ids applied per game and the version each produced, so a retry is acknowledged once. */
export class RecentActionIds {
  private readonly byGame = new Map<number, Map<string, number>>();

  constructor(private readonly perGame = 64) {}

  get(gameId: number, id: string): number | undefined {
    return this.byGame.get(gameId)?.get(id);
  }

  remember(gameId: number, id: string, version: number): void {
    let ids = this.byGame.get(gameId);
    if (!ids) this.byGame.set(gameId, (ids = new Map()));
    ids.set(id, version);
    if (ids.size > this.perGame) ids.delete(ids.keys().next().value!);
  }

  forget(gameId: number): void {
    this.byGame.delete(gameId);
  }
}
