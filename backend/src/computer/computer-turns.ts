import { LRUCache } from 'lru-cache';
import type { TurnSoFar } from './turn-pace';

/** Games whose computer turn this instance follows; a game's entry goes when its turn ends. */
const FOLLOWED_GAMES = 10_000;

interface RunningTurn extends TurnSoFar {
  playerId: number;
  /** The version the seat's last action of the turn makes: the turn goes on only from there. */
  version: number;
}

/**
 * The computer turns this instance is playing, one a game: which seat, how many actions so far and how long their
 * searches took. An action continues its seat's turn when it answers the version that seat's own last action made;
 * anything else (a person moved, another instance played, a refusal) starts a turn afresh.
 */
export class ComputerTurns {
  private readonly running = new LRUCache<number, RunningTurn>({ max: FOLLOWED_GAMES });

  /** The turn so far of the seat to move at this version. */
  soFar(gameId: number, playerId: number, version: number): TurnSoFar {
    const turn = this.running.get(gameId);
    if (!turn || turn.playerId !== playerId || turn.version !== version) return { actions: 0, searchedMs: 0 };
    return { actions: turn.actions, searchedMs: turn.searchedMs };
  }

  /**
   * Counts an action about to be sent at `version`, which searched `searchedMs`: recorded before it commits, since the
   * commit's listeners schedule the seat's next action before the sender hears back.
   */
  acting(gameId: number, playerId: number, version: number, searchedMs: number): void {
    const before = this.soFar(gameId, playerId, version);
    this.running.set(gameId, {
      playerId,
      version: version + 1,
      actions: before.actions + 1,
      searchedMs: before.searchedMs + searchedMs,
    });
  }

  /** The game's computer turn is over (another seat to move, the game ended) or its action was refused. */
  end(gameId: number): void {
    this.running.delete(gameId);
  }
}
