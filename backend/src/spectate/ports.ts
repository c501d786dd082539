/** How many watch a game now, on every instance (the realtime module counts its watch room). */
export interface WatcherCounts {
  countWatchers(gameId: number): Promise<number>;
}

export const WATCHER_COUNTS = Symbol('WATCHER_COUNTS');
