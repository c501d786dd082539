import { boardOwnFiles, type FederationManifest } from '../src/board-sizes';
import { README_END, README_START, formatReport, replaceReadmeSection } from '../src/report';
import type { BenchResult, LoadFigures, ServerFigures } from '../src/result';
import { checkTargets } from '../src/targets';

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

  it('judges each target of issue 8 from the figures', () => {
    const status = Object.fromEntries(checkTargets(result).map((check) => [check.target.slice(0, 30), check.met]));
    expect(Object.values(status)).toEqual([true, true, true, true, true, false, true]);
    const quick = { ...result, servers: [server('ours', 3000, 20, 16000)], mode: 'quick' as const };
    quick.servers[0].paced.games = 100;
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

  it('rewrites only the marked README section, and refuses a README without one', () => {
    const readme = `# Title\n\n${README_START}\nold table\n${README_END}\n\nmore\n`;
    expect(replaceReadmeSection(readme, 'new table\n')).toBe(
      `# Title\n\n${README_START}\nnew table\n${README_END}\n\nmore\n`,
    );
    expect(() => replaceReadmeSection('# no markers\n', 'x')).toThrow(/bench:start/);
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
