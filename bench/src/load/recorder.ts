/**
 * What the load generator measures, with one clock: each action's emit time by the version it makes, the opponent's
 * receipt of that version, and the size of every state message a client receives. Only a marked window counts.
 */
import { performance } from 'node:perf_hooks';
import { LoopLag } from '../loop-lag';
import { summarize } from '../stats';
import type { WindowFigures } from './protocol';

const MAX_REASONS_SHOWN = 5;

interface Sent {
  at: number;
  mover: number;
}

export class Recorder {
  private readonly sent = new Map<string, Sent>();
  private windowStart: number | undefined;
  private samples: number[] = [];
  private stateEvents = 0;
  private stateEventBytes = 0;
  private errors = 0;
  private readonly errorReasons = new Map<string, number>();
  private cpuAtStart = process.cpuUsage();
  private readonly loopLag = new LoopLag();
  private readonly reasons = new Set<string>();

  /** A client (player `mover`) emitted the action that makes version `version` of game `game`. */
  emitted(game: string, version: number, mover: number): void {
    this.sent.set(`${game}:${version}`, { at: performance.now(), mover });
  }

  /** Player `receiver` holds version `version` of game `game`; counts once, for the opponent of the mover. */
  received(game: string, version: number, receiver: number): void {
    const key = `${game}:${version}`;
    const sent = this.sent.get(key);
    if (!sent || sent.mover === receiver) return;
    this.sent.delete(key);
    if (this.windowStart !== undefined && sent.at >= this.windowStart) this.samples.push(performance.now() - sent.at);
  }

  /** A websocket frame carrying a state update reached a client. */
  stateMessage(bytes: number): void {
    if (this.windowStart === undefined) return;
    this.stateEvents++;
    this.stateEventBytes += bytes;
  }

  /**
   * An action refused, or a new game that could not be set up: counted by reason within the window; the first few
   * distinct reasons also go to stderr at once, to explain stalled games.
   */
  refused(reason = 'refused'): void {
    if (!this.reasons.has(reason) && this.reasons.size < MAX_REASONS_SHOWN) {
      this.reasons.add(reason);
      console.error(`[load] refused: ${reason}`);
    }
    if (this.windowStart === undefined) return;
    this.errors++;
    this.errorReasons.set(reason, (this.errorReasons.get(reason) ?? 0) + 1);
  }

  /** Actions emitted and not yet seen by the opponent. */
  inFlight(): number {
    return this.sent.size;
  }

  /** Forgets actions whose state never came (a game abandoned at a restart). */
  forget(game: string): void {
    for (const key of this.sent.keys()) if (key.startsWith(`${game}:`)) this.sent.delete(key);
  }

  mark(): void {
    this.windowStart = performance.now();
    this.samples = [];
    this.stateEvents = 0;
    this.stateEventBytes = 0;
    this.errors = 0;
    this.errorReasons.clear();
    this.cpuAtStart = process.cpuUsage();
    this.loopLag.take();
  }

  /** The window's figures; the window ends. */
  collect(stalledGames: number): WindowFigures {
    const figures = this.peek(stalledGames);
    this.windowStart = undefined;
    return figures;
  }

  /** The window's figures so far; the window goes on (the loop lag is since the previous peek). */
  peek(stalledGames: number): WindowFigures {
    const cpu = process.cpuUsage(this.cpuAtStart);
    const seconds = this.windowStart === undefined ? 0 : (performance.now() - this.windowStart) / 1000;
    const figures: WindowFigures = {
      seconds,
      actions: this.samples.length,
      latencyMs: summarize(this.samples),
      stateEvents: this.stateEvents,
      stateEventBytes: this.stateEventBytes,
      errors: this.errors,
      errorReasons: Object.fromEntries(this.errorReasons),
      stalledGames,
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopLagP99Ms: this.loopLag.take().p99,
    };
    return figures;
  }
}
