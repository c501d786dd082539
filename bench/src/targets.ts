/** Issue 8's targets, each judged from figures of the same run. */
import type { BenchResult, ServerFigures } from './result';

export interface TargetCheck {
  target: string;
  figure: string;
  /** Undefined when this run cannot judge it (e.g. a quick run has too few games). */
  met: boolean | undefined;
}

/** Sizes are in kB of 1,000 bytes (the stricter reading of "KB"). */
const KB = 1000;
const LIVE_GAMES_TARGET = 1000;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function row(result: BenchResult, server: ServerFigures['server']): ServerFigures | undefined {
  return result.servers.find((figures) => figures.server === server);
}

export function checkTargets(result: BenchResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const ours = row(result, 'ours');
  const theirs = row(result, 'boardgame.io');
  if (ours) {
    const paced = ours.paced;
    checks.push({
      target: `Opponent receives an action within p99 5 ms with ${LIVE_GAMES_TARGET} live games`,
      figure: `p99 ${ms(paced.latencyMs.p99)} with ${paced.games} live games`,
      met: paced.games >= LIVE_GAMES_TARGET ? paced.latencyMs.p99 <= 5 : undefined,
    });
    if (theirs) {
      const ratio = ours.saturated.actionsPerSecond / theirs.saturated.actionsPerSecond;
      checks.push({
        target: "At least 3× boardgame.io's actions per second at equal or better p99",
        figure: `${ratio.toFixed(2)}×, p99 ${ms(ours.saturated.latencyMs.p99)} vs ${ms(theirs.saturated.latencyMs.p99)}`,
        met: ratio >= 3 && ours.saturated.latencyMs.p99 <= theirs.saturated.latencyMs.p99,
      });
    }
    const bytes = ours.saturated.bytesPerStateEvent;
    checks.push({
      target: 'At most 200 bytes per action event on the wire',
      figure: `${Math.round(bytes)} bytes`,
      met: bytes <= 200,
    });
    const heap = ours.idle.heapBytesPerSocket;
    checks.push({ target: 'At most 15 kB of heap per idle connected socket', figure: kb(heap), met: heap <= 15 * KB });
  }
  const frontend = result.frontend;
  if (frontend) {
    const visible = frontend.boardVisibleMs.median;
    checks.push({
      target: 'A board visible within 1.0 s of navigation (median)',
      figure: ms(visible),
      met: visible <= 1000,
    });
    if (frontend.replayOpenMs) {
      const replay = frontend.replayOpenMs;
      checks.push({
        target: 'A replay of a 200-move game opens within 300 ms of the click in My games (median)',
        figure: `${ms(replay.median)} (${replay.moves} moves)`,
        met: replay.moves >= 200 ? replay.median <= 300 : undefined,
      });
    }
    const shell = frontend.shellInitialJs.gzipBytes;
    checks.push({
      target: "The shell's initial JavaScript at most 150 kB gzip",
      figure: kb(shell),
      met: shell <= 150 * KB,
    });
    for (const board of frontend.boards)
      checks.push({
        target: `${board.board}: at most 40 kB gzip beyond the shared libraries`,
        figure: kb(board.gzipBytes),
        met: board.gzipBytes <= 40 * KB,
      });
  }
  return checks;
}
