import { readFileSync } from 'node:fs';
import { boardOwnFiles, type FederationManifest } from '../src/board-sizes';
import { BENCH_README, README_END, README_START, formatReport, replaceReadmeSection } from '../src/report';
import type { BenchResult, LoadFigures, ServerFigures } from '../src/result';
import { checkScalingTargets, checkTargets } from '../src/targets';

function load(actionsPerSecond: number, p99: number, bytes: number, games: number): LoadFigures {
  return {
    games,
    thinkMs: [0, 0],
    seconds: 10,
    actions: actionsPerSecond * 10,
    actionsPerSecond,
    latencyMs: { count: actionsPerSecond * 10, p50: p99 / 4, p95: p99 / 2, p99, max: p99 * 2 },
    cpuMsPerAction: 0.5,
    databaseCpuMsPerAction: 0.125,
    clientCpuMsPerAction: 0.25,
    serverLoopLagP99Ms: 1.5,
    clientLoopLagP99Ms: 2.5,
    bytesPerStateEvent: bytes,
    stateEvents: actionsPerSecond * 20,
    errors: 0,
    stalledGames: 0,
  };
}

function server(
  name: ServerFigures['server'],
  actionsPerSecond: number,
  p99: number,
  heapPerSocket: number,
): ServerFigures {
  return {
    server: name,
    idle: {
      warmupGames: 25,
      sockets: 2000,
      heapBefore: 10e6,
      heapAfter: 10e6 + heapPerSocket * 2000,
      rssBefore: 50e6,
      rssAfter: 80e6,
      heapBytesPerSocket: heapPerSocket,
      rssBytesPerSocket: 15000,
    },
    paced: { ...load(200, 4, 150, 1000), thinkMs: [3000, 9000] },
    saturated: load(actionsPerSecond, p99, name === 'ours' ? 150 : 1100, 200),
  };
}

const result: BenchResult = {
  date: '2026-11-22T00:00:00.000Z',
  mode: 'full',
  machine: { cpus: 2, node: 'v20.20.2', loadAverage: [1, 1, 1] },
  durableCommitMs: { count: 200, p50: 2.5, p95: 4, p99: 6.25, max: 9 },
  servers: [server('ours', 3000, 20, 12000), server('boardgame.io', 1000, 40, 20000)],
  frontend: {
    shellInitialJs: { gzipBytes: 160_000, files: [{ file: '/main.js', gzipBytes: 160_000 }] },
    boards: [{ board: 'super-tic-tac-toe', gzipBytes: 30_000, files: [] }],
    boardVisibleMs: { median: 700, samples: [650, 700, 900] },
  },
};

describe('the bench report', () => {
  it('prints both servers, the ratios and the frontend figures', () => {
    const report = formatReport(result);
    expect(report).toContain(
      '| ours | 3000 | 5.00 | 10.00 | 20.00 | 0.500 | 0.125 | 0.250 | 1.50 | 2.50 | 150 | 30,000 | 0 / 0 |',
    );
    expect(report).toContain('| boardgame.io | 1000 | 10.00 | 20.00 | 40.00 |');
    expect(report).toContain(
      '| ours ÷ boardgame.io | 3.00× | 0.50× | 0.50× | 0.50× | 1.00× | 1.00× | 1.00× | 1.00× | 1.00× | 0.14× |',
    );
    expect(report).toContain('| ours | 2,000 | 12.0 | 15.0 | 10.0 → 34.0 | 50.0 → 80.0 |');
    expect(report).toContain('700 ms over 3 loads (650, 700, 900)');
    expect(report).toContain('3000–9000 ms of think time');
    expect(report).toContain('one durable commit from one client takes p50 2.50 ms, p99 6.25 ms (200 in a row)');
  });

  it('judges each target for one instance from the figures', () => {
    const status = Object.fromEntries(checkTargets(result).map((check) => [check.target.slice(0, 30), check.met]));
    expect(Object.values(status)).toEqual([true, true, true, true, true, false, true]);
    const quick = { ...result, servers: [server('ours', 3000, 20, 16000)], mode: 'quick' as const };
    quick.servers[0].paced!.games = 100;
    const checks = checkTargets(quick);
    expect(checks[0].met).toBeUndefined();
    expect(checks.find((check) => check.target.includes('heap'))?.met).toBe(false);
    expect(formatReport(quick)).toContain('not judged');
  });

  it('prints only the frontend figures and targets when no server was loaded', () => {
    const report = formatReport({ ...result, servers: [] });
    expect(report).not.toContain('Saturated');
    expect(report).not.toContain('Idle connected sockets');
    expect(report).toContain('700 ms over 3 loads (650, 700, 900)');
    expect(checkTargets({ ...result, servers: [] }).map((check) => check.met)).toEqual([true, false, true]);
  });

  it("prints the game page's floor beside the site's visits, and nothing of it for a result without one", () => {
    const boardFloor = {
      boardVisibleMs: { median: 480, samples: [470, 480, 520] },
      boardVisibleWarmMs: { median: 310, samples: [300, 310, 330] },
    };
    const report = formatReport({ ...result, frontend: { ...result.frontend!, boardFloor } });
    expect(report).toContain(
      '| the board alone (theme, federation runtime, board: none of the rest of the shell): navigation to a board visible, median | 480 ms over 3 loads (470, 480, 520) |',
    );
    expect(report).toMatch(/the rest of the shell\): repeat visit to a board visible, median \| 310 ms over 3 loads/);
    expect(formatReport(result)).not.toContain('the board alone');
  });

  it('rewrites only the marked README section, and refuses a README without one', () => {
    const readme = `# Title\n\n${README_START}\nold table\n${README_END}\n\nmore\n`;
    expect(replaceReadmeSection(readme, 'new table\n')).toBe(
      `# Title\n\n${README_START}\nnew table\n${README_END}\n\nmore\n`,
    );
    expect(() => replaceReadmeSection('# no markers\n', 'x')).toThrow(/bench:start/);
  });

  it('finds its markers in bench/README.md, so a long run ends by rewriting it', () => {
    const page = readFileSync(BENCH_README, 'utf8');
    expect(replaceReadmeSection(page, 'new table\n')).toContain(`${README_START}\nnew table\n${README_END}`);
  });
});

/** A full run with every scaling figure: history and many live games for ours, soak, two instances, warm loads. */
function scaledResult(): BenchResult {
  const [ours, theirs] = [server('ours', 3000, 20, 12000), server('boardgame.io', 1000, 40, 20000)];
  ours.saturated = { ...ours.saturated!, cpuMsPerAction: 0.25, databaseCpuMsPerAction: 0.1 };
  theirs.saturated = { ...theirs.saturated!, cpuMsPerAction: 0.8 };
  ours.history = {
    ...load(200, 4.2, 150, 1000),
    thinkMs: [3000, 9000],
    cpuMsPerAction: 0.54,
    databaseCpuMsPerAction: 0.15,
    historyGames: 1_000_000,
  };
  ours.manyLive = { ...load(800, 9, 150, 5000), thinkMs: [3000, 9000] };
  ours.clocks = {
    untimed: { ...load(200, 4, 150, 1000), thinkMs: [3000, 9000] },
    timed: { ...load(200, 4.4, 150, 1000), thinkMs: [3000, 9000], cpuMsPerAction: 0.52 },
  };
  theirs.manyLive = { ...load(800, 12, 1100, 5000), thinkMs: [3000, 9000] };
  return {
    ...result,
    servers: [ours, theirs],
    twoInstances: { ...load(200, 6, 150, 1000), thinkMs: [3000, 9000], instances: 2, redisCpuMsPerAction: 0.042 },
    soak: {
      minutes: 20,
      games: 1000,
      heapStart: 50e6,
      heapEnd: 52e6,
      handlesStart: 20,
      handlesEnd: 22,
      dbConnectionsStart: 10,
      dbConnectionsEnd: 10,
      stalledGames: 0,
      actions: 200_000,
      errors: 0,
    },
    frontend: {
      ...result.frontend!,
      boardVisibleMs: { median: 480, samples: [480] },
      boardVisibleWarmMs: { median: 260, samples: [250, 260, 270] },
    },
  };
}

describe("the bench report's scaling shapes", () => {
  it('prints many live games for both servers with their ratio', () => {
    const report = formatReport(scaledResult());
    expect(report).toContain(
      '**Many live games (paced, on one instance): 5000 games, two clients each, each move after 3000–9000 ms of think time, measured over 10 s**',
    );
    expect(report).toContain(
      '| ours | 800 | 2.25 | 4.50 | 9.00 | 0.500 | 0.125 | 0.250 | 1.50 | 2.50 | 150 | 8,000 | 0 / 0 |',
    );
    expect(report).toContain('| ours ÷ boardgame.io | 1.00× | 0.75× | 0.75× | 0.75× |');
  });

  it('prints the history next to the empty database of the same run, and their ratio', () => {
    const report = formatReport(scaledResult());
    expect(report).toContain('the database already holding 1,000,000 finished games');
    expect(report).toContain('| ours, empty database | 200 | 1.00 | 2.00 | 4.00 | 0.500 | 0.125 |');
    expect(report).toContain('| ours, 1,000,000 finished games | 200 | 1.05 | 2.10 | 4.20 | 0.540 | 0.150 |');
    expect(report).toContain('| history ÷ empty | 1.00× | 1.05× | 1.05× | 1.05× | 1.08× | 1.20× |');
  });

  it('compares the history with its own baseline (an empty database, measured alike) when the run has one', () => {
    const scaled = scaledResult();
    const ours = scaled.servers[0];
    ours.historyBaseline = { ...ours.paced!, cpuMsPerAction: 0.52, databaseCpuMsPerAction: 0.14 };
    const report = formatReport(scaled);
    expect(report).toContain('| ours, empty database | 200 | 1.00 | 2.00 | 4.00 | 0.520 | 0.140 |');
    expect(report).toContain('| history ÷ empty | 1.00× | 1.05× | 1.05× | 1.05× | 1.04× | 1.07× |');
    // Database CPU: 0.15 against the baseline's 0.14 is within 10%, though 20% over the paced shape's 0.125.
    expect(
      checkScalingTargets(scaled)
        .slice(0, 3)
        .map((c) => c.met),
    ).toEqual([true, true, true]);
    expect(formatReport(scaled)).toContain('| 0.150 vs 0.140 ms (1.07×) with 1,000,000 games | met |');
  });

  it('prints two instances with the Redis CPU column, the soak and the warm board load', () => {
    const report = formatReport(scaledResult());
    expect(report).toMatch(/\| refused \/ stalled games \| Redis CPU ms\/action \|/);
    expect(report).toContain('| ours, 2 instances | 200 | 1.50 | 3.00 | 6.00 |');
    expect(report).toContain('| 0 / 0 | 0.042 |');
    expect(report).toContain(
      '20 minutes of the paced shape with 1,000 games (ours): 200,000 actions, 0 refused, 0 stalled games',
    );
    expect(report).toContain('| heap after a full GC, MB | 50.0 | 52.0 | +4.0% |');
    expect(report).toContain('| active handles | 20 | 22 | +10.0% |');
    expect(report).toContain('| database connections | 10 | 10 | +0.0% |');
    expect(report).toContain(
      '| repeat visit (warm cache) to a board visible, median | 260 ms over 3 loads (250, 260, 270) |',
    );
  });

  it("prints the Socket.IO floor in a table of its own, as a share of boardgame.io's and our CPU per action", () => {
    const floor = { ...load(8000, 2, 190, 200), cpuMsPerAction: 0.1 };
    const report = formatReport({ ...result, floor });
    expect(report).toContain('| Socket.IO alone | 8000 | 0.50 | 1.00 | 2.00 | 0.100 | 0.125 |');
    // boardgame.io: 0.5 ms of server CPU; ours: 0.5 server + 0.125 database.
    expect(report).toContain(
      "The transport alone costs 0.100 ms of server CPU per action: 0.20× boardgame.io's total, 0.16× ours (server + database).",
    );
    const alone = formatReport({ ...result, servers: [], floor });
    expect(alone).toContain('| Socket.IO alone |');
    expect(alone).toContain('The transport alone costs 0.100 ms of server CPU per action.');
    expect(formatReport(result)).not.toContain('Socket.IO alone');
  });

  it('prints only the history when the run measured only the history', () => {
    const history = scaledResult().servers[0].history;
    const report = formatReport({ ...result, servers: [{ server: 'ours', history }], frontend: undefined });
    expect(report).toContain('| ours, 1,000,000 finished games |');
    expect(report).not.toContain('| ours, empty database');
    expect(report).not.toContain('Saturated');
    expect(report).not.toContain('Idle connected sockets');
    expect(report).not.toContain('Many live games');
    expect(report).not.toContain('Targets: one instance');
    expect(report).toContain('Targets: scaling');
  });

  it('judges each scaling target from the figures of the same run', () => {
    expect(checkScalingTargets(scaledResult()).map((c) => c.met)).toEqual([
      true, // server CPU: 0.54 vs 0.5, within 10%
      false, // database CPU: 0.15 vs 0.125, 20% more
      true, // p99 4.2 vs 4
      true, // clocks: server + database CPU 0.645 vs 0.625, 3% more
      false, // clocks: p99 4.4 vs 4, 10% more
      true, // many live p99 9 ms
      true, // paced p99 4 ms
      true, // capacity (0.25 + 0.1) / 0.8 = 0.44×
      true, // heap +4%
      false, // handles +10%
      true, // connections
      true, // no stalled game
      false, // warm 260 ms
      true, // cold 480 ms
    ]);
    const report = formatReport(scaledResult());
    expect(report).toContain('**Targets: scaling**');
    expect(report).toMatch(/\*\*Clocks \(paced, ours: a clock on every game against none/);
    expect(report).toMatch(/\| clocks ÷ none \|/);
    expect(report).toContain('| 0.645 vs 0.625 ms (1.03×) | met |');
    expect(report).toContain('| 0.150 vs 0.125 ms (1.20×) with 1,000,000 games | not met |');
    expect(report).toContain('| 0.44× (0.350 vs 0.800 ms) | met |');
  });

  it('does not judge the scaling targets a quick run or a narrowed run cannot', () => {
    const quick = { ...scaledResult(), mode: 'quick' as const };
    quick.servers[0].history!.historyGames = 20_000;
    const checks = checkScalingTargets(quick);
    expect(checks.filter((c) => c.met !== undefined).map((c) => c.target)).toEqual([
      expect.stringContaining('5,000 live games'),
      expect.stringContaining('(as before)'),
      ...Array(4).fill(expect.stringContaining('Soak')),
    ]);
    expect(formatReport(quick)).toContain('not judged (quick run)');
    const none = checkScalingTargets({ ...result, servers: [], frontend: undefined });
    expect(none.every((c) => c.met === undefined && c.unjudged === 'not run')).toBe(true);
    const shortSoak = { ...scaledResult(), soak: { ...scaledResult().soak!, minutes: 5 } };
    expect(checkScalingTargets(shortSoak).find((c) => c.target.includes('heap'))?.unjudged).toBe(
      'shorter than 20 minutes',
    );
  });
});

describe("a board's own files", () => {
  it('are its remote entry and exposed chunks, without the shared libraries', () => {
    const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async } });
    const manifest: FederationManifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', assets: assets(['react.js']) },
        { name: '@mui/material', assets: assets(['mui.js']) },
      ],
      exposes: [{ name: 'Board', assets: assets(['board.js', 'react.js'], ['lazy.js']) }],
    };
    expect(boardOwnFiles(manifest)).toEqual(['remoteEntry.js', 'board.js', 'lazy.js']);
  });
});
