/** The performance targets (one instance, and scaling), each judged from figures of the same run. */
import { historyBaselineOf, type BenchResult, type LoadFigures, type ServerFigures } from './result';

export interface TargetCheck {
  target: string;
  figure: string;
  /** Undefined when this run cannot judge it (e.g. a quick run has too few games). */
  met: boolean | undefined;
  /** Why it is not judged, when it is not (shown as "not judged (…)"; "too few games" when unset). */
  unjudged?: string;
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
  if (ours?.paced) {
    const paced = ours.paced;
    checks.push({
      target: `Opponent receives an action within p99 5 ms with ${LIVE_GAMES_TARGET} live games`,
      figure: `p99 ${ms(paced.latencyMs.p99)} with ${paced.games} live games`,
      met: paced.games >= LIVE_GAMES_TARGET ? paced.latencyMs.p99 <= 5 : undefined,
    });
  }
  if (ours?.saturated) {
    if (theirs?.saturated) {
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
  }
  if (ours?.idle) {
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

/** The scaling targets: how cost grows with history, live games, time and instances. */
const HISTORY_GAMES_TARGET = 1_000_000;
const HISTORY_TOLERANCE = 0.1;
const MANY_LIVE_GAMES_TARGET = 5000;
const SOAK_MINUTES_TARGET = 20;
const SOAK_TOLERANCE = 0.05;
const WARM_VISIBLE_MS = 250;
const COLD_VISIBLE_MS = 500;

/** A target this run has no figure for, or whose figure a quick run cannot judge. */
const notJudged = (target: string, why: string, figure = '–'): TargetCheck => ({
  target,
  figure,
  met: undefined,
  unjudged: why,
});

const times = (value: number) => `${value.toFixed(2)}×`;

/** `0.540 vs 0.500 ms (1.08×)`: one figure against the one it is judged by. */
const versus = (over: number, under: number, digits: number) =>
  `${over.toFixed(digits)} vs ${under.toFixed(digits)} ms (${times(over / under)})`;

/** History within 10% of the empty database on one figure: `value` picks it from the paced figures. */
function historyCheck(
  result: BenchResult,
  ours: ServerFigures | undefined,
  what: string,
  value: (figures: LoadFigures) => number,
  digits: number,
): TargetCheck {
  const target = `${what} with ${HISTORY_GAMES_TARGET.toLocaleString('en-US')} finished games in the database within 10% of the empty database`;
  const history = ours?.history;
  if (!history) return notJudged(target, 'not run');
  const baseline = historyBaselineOf(ours);
  if (!baseline) return notJudged(target, 'no empty-database paced figures in this run');
  const [full, empty] = [value(history), value(baseline)];
  const figure = `${versus(full, empty, digits)} with ${history.historyGames.toLocaleString('en-US')} games`;
  if (result.mode === 'quick' || history.historyGames < HISTORY_GAMES_TARGET)
    return notJudged(target, 'quick run', figure);
  return { target, figure, met: full <= empty * (1 + HISTORY_TOLERANCE) };
}

/** The paced shape with a clock on every game may cost at most this much more than without. */
const CLOCKS_TOLERANCE = 0.05;

/** Clocks within 5% of no clocks on one figure of the paced shape, measured side by side in the run. */
function clocksCheck(
  result: BenchResult,
  ours: ServerFigures | undefined,
  what: string,
  value: (figures: LoadFigures) => number,
  digits: number,
): TargetCheck {
  const target = `${what} with a clock on every game within 5% of no clocks (paced)`;
  if (!ours?.clocks) return notJudged(target, 'not run');
  const [timed, untimed] = [value(ours.clocks.timed), value(ours.clocks.untimed)];
  const figure = versus(timed, untimed, digits);
  if (result.mode === 'quick') return notJudged(target, 'quick run', figure);
  return { target, figure, met: timed <= untimed * (1 + CLOCKS_TOLERANCE) };
}

/** Soak: `end` may exceed `start` by at most 5%. */
function soakCheck(
  result: BenchResult,
  what: string,
  start: (s: NonNullable<BenchResult['soak']>) => number,
  end: typeof start,
): TargetCheck {
  const target = `Soak: ${what} at the end within 5% of after the warm-up`;
  const soak = result.soak;
  if (!soak) return notJudged(target, 'not run');
  const [first, last] = [start(soak), end(soak)];
  const figure = `${first.toLocaleString('en-US')} → ${last.toLocaleString('en-US')} over ${soak.minutes.toFixed(0)} min`;
  if (soak.minutes < SOAK_MINUTES_TARGET)
    return notJudged(target, `shorter than ${SOAK_MINUTES_TARGET} minutes`, figure);
  return { target, figure, met: last <= first * (1 + SOAK_TOLERANCE) };
}

export function checkScalingTargets(result: BenchResult): TargetCheck[] {
  const ours = row(result, 'ours');
  const theirs = row(result, 'boardgame.io');
  const quick = result.mode === 'quick';
  const checks: TargetCheck[] = [
    historyCheck(result, ours, 'Server CPU per action', (f) => f.cpuMsPerAction, 3),
    historyCheck(result, ours, 'Database CPU per action', (f) => f.databaseCpuMsPerAction, 3),
    historyCheck(result, ours, 'p99 opponent latency', (f) => f.latencyMs.p99, 2),
    clocksCheck(
      result,
      ours,
      'Server + database CPU per action',
      (f) => f.cpuMsPerAction + f.databaseCpuMsPerAction,
      3,
    ),
    clocksCheck(result, ours, 'p99 opponent latency', (f) => f.latencyMs.p99, 2),
  ];
  const manyLive = `Opponent receives an action within p99 10 ms with ${MANY_LIVE_GAMES_TARGET.toLocaleString('en-US')} live games on one instance`;
  if (!ours?.manyLive) checks.push(notJudged(manyLive, 'not run'));
  else {
    const f = ours.manyLive;
    const figure = `p99 ${ms(f.latencyMs.p99)} with ${f.games.toLocaleString('en-US')} live games`;
    checks.push(
      f.games >= MANY_LIVE_GAMES_TARGET
        ? { target: manyLive, figure, met: f.latencyMs.p99 <= 10 }
        : notJudged(manyLive, 'too few games', figure),
    );
  }
  const paced = `Opponent receives an action within p99 5 ms with ${LIVE_GAMES_TARGET.toLocaleString('en-US')} live games (as before)`;
  if (!ours?.paced) checks.push(notJudged(paced, 'not run'));
  else {
    const figure = `p99 ${ms(ours.paced.latencyMs.p99)} with ${ours.paced.games.toLocaleString('en-US')} live games`;
    checks.push(
      ours.paced.games >= LIVE_GAMES_TARGET
        ? { target: paced, figure, met: ours.paced.latencyMs.p99 <= 5 }
        : notJudged(paced, 'too few games', figure),
    );
  }
  const capacity =
    "Capacity: our server + database CPU per action at most 0.5× boardgame.io's server CPU per action (saturated)";
  if (!ours?.saturated || !theirs?.saturated) checks.push(notJudged(capacity, 'not run'));
  else {
    const oursCpu = ours.saturated.cpuMsPerAction + ours.saturated.databaseCpuMsPerAction;
    const ratio = oursCpu / theirs.saturated.cpuMsPerAction;
    const figure = `${times(ratio)} (${oursCpu.toFixed(3)} vs ${theirs.saturated.cpuMsPerAction.toFixed(3)} ms)`;
    checks.push(quick ? notJudged(capacity, 'quick run', figure) : { target: capacity, figure, met: ratio <= 0.5 });
  }
  checks.push(
    soakCheck(
      result,
      'heap after a full GC',
      (s) => s.heapStart,
      (s) => s.heapEnd,
    ),
    soakCheck(
      result,
      'active handles',
      (s) => s.handlesStart,
      (s) => s.handlesEnd,
    ),
    soakCheck(
      result,
      'database connections',
      (s) => s.dbConnectionsStart,
      (s) => s.dbConnectionsEnd,
    ),
  );
  const stalled = 'Soak: no stalled game';
  if (!result.soak) checks.push(notJudged(stalled, 'not run'));
  else
    checks.push({
      target: stalled,
      figure: `${result.soak.stalledGames} stalled`,
      met: result.soak.stalledGames === 0,
    });
  const frontend = result.frontend;
  const warm = `A repeat visit (warm cache) to a board visible within ${WARM_VISIBLE_MS} ms (median)`;
  const cold = `A first visit (cold cache) to a board visible within ${COLD_VISIBLE_MS} ms (median)`;
  const visible = (target: string, median: number | undefined, limit: number): TargetCheck => {
    if (median === undefined) return notJudged(target, 'not run');
    return quick ? notJudged(target, 'quick run', ms(median)) : { target, figure: ms(median), met: median <= limit };
  };
  checks.push(visible(warm, frontend?.boardVisibleWarmMs?.median, WARM_VISIBLE_MS));
  checks.push(visible(cold, frontend?.boardVisibleMs.median, COLD_VISIBLE_MS));
  return checks;
}
