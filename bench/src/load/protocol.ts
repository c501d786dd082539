/** Messages between the bench and its load-generator process. */
import type { ClockSetting } from '@tabletop/game-kit';
import type { ServerName } from '../result';
import type { LatencySummary } from '../stats';

/** A server the load generator can drive: ours, boardgame.io, or the bare Socket.IO floor (floor-server.ts). */
export type LoadTarget = ServerName | 'floor';

export type LoadCommand =
  /**
   * `seatUrls`: ours on two instances, seat 0's player on the first, seat 1's on the second (else both on baseUrl).
   * `clock`: ours creates every game with it.
   */
  | {
      cmd: 'setup';
      server: LoadTarget;
      baseUrl: string;
      games: number;
      seed: number;
      seatUrls?: [string, string];
      clock?: ClockSetting;
    }
  | { cmd: 'seat'; games: number }
  | { cmd: 'play'; games: number; thinkMs: [number, number] }
  | { cmd: 'mark' }
  | { cmd: 'collect' }
  /** The figures since the mark so far; the window goes on. */
  | { cmd: 'peek' }
  | { cmd: 'pause' }
  | { cmd: 'close' };

export interface WindowFigures {
  seconds: number;
  actions: number;
  latencyMs: LatencySummary;
  stateEvents: number;
  stateEventBytes: number;
  errors: number;
  /** The errors by what was said: the refusal's message, or the call that failed. */
  errorReasons: Record<string, number>;
  stalledGames: number;
  /** The load generator's own CPU time over the window. */
  cpuMs: number;
  /** How late the load generator's event loop ran a 5 ms timer over the window, p99 in ms. */
  loopLagP99Ms: number;
}

export type LoadAnswer = { ok: true; figures?: WindowFigures } | { ok: false; error: string };

export type LoadReply = LoadAnswer & { id: number };

export type LoadRequest = LoadCommand & { id: number };
