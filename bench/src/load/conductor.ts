/**
 * Decides when a player whose turn it is moves: at once (saturated), after a think time (paced), or later (paused,
 * or a game outside the active ones). Games are numbered; the first `activeGames` play.
 */
import { performance } from 'node:perf_hooks';

type Move = () => void;

export class Conductor {
  private running = false;
  private activeGames = 0;
  private thinkMs: [number, number] = [0, 0];
  private readonly pending = new Map<number, Move>();
  private readonly lastProgress = new Map<number, number>();

  constructor(private readonly random: () => number) {}

  play(activeGames: number, thinkMs: [number, number]): void {
    this.running = true;
    this.activeGames = activeGames;
    this.thinkMs = thinkMs;
    const now = performance.now();
    for (const [game, move] of [...this.pending]) {
      if (game >= activeGames) continue;
      this.pending.delete(game);
      this.lastProgress.set(game, now);
      this.schedule(game, move);
    }
  }

  pause(): void {
    this.running = false;
  }

  /** It is someone's turn in `game`; `move` makes it. */
  turn(game: number, move: Move): void {
    this.lastProgress.set(game, performance.now());
    if (!this.running || game >= this.activeGames) this.pending.set(game, move);
    else this.schedule(game, move);
  }

  /** Something happened in `game` (a state arrived, a new game began). */
  progressed(game: number): void {
    this.lastProgress.set(game, performance.now());
  }

  /** Active games with no progress for longer than a stall would take to show. */
  stalledGames(): number {
    const limit = Math.max(5000, 3 * this.thinkMs[1]);
    const now = performance.now();
    let stalled = 0;
    for (let game = 0; game < this.activeGames; game++) if (now - (this.lastProgress.get(game) ?? 0) > limit) stalled++;
    return stalled;
  }

  private schedule(game: number, move: Move): void {
    const [min, max] = this.thinkMs;
    // A move whose think time ends after a pause waits for the next play: after the last shape the clients are
    // closed, and a boardgame.io client moving then throws in its transport.
    const run = () => (this.running ? move() : this.pending.set(game, move));
    // Never from inside the caller: boardgame.io's client drops a move made from within its own subscribe callback.
    if (max <= 0) setImmediate(run);
    else setTimeout(run, min + this.random() * (max - min));
  }
}
