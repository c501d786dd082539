/** The Markdown report of a run, and the section of bench/README.md that shows the latest one. */
import { join } from 'node:path';
import type { ComputerFigures } from './computer-loop-lag';
import type { EmitStateFigures } from './emit-state-cost';
import {
  historyBaselineOf,
  type BenchResult,
  type FrontendFigures,
  type IdleFigures,
  type LoadFigures,
  type ServerFigures,
  type SoakFigures,
  type TwoInstanceFigures,
} from './result';
import { checkScalingTargets, checkTargets, type TargetCheck } from './targets';

/** The page whose latest-run section `--readme` rewrites (bench/src or bench/dist → bench/README.md). */
export const BENCH_README = join(__dirname, '..', 'README.md');
export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const ratio = (ours: number, theirs: number) =>
  theirs > 0 && Number.isFinite(ours) ? `${fixed(ours / theirs, 2)}×` : '–';

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

type Column<F extends LoadFigures = LoadFigures> = { title: string; value: (figures: F) => number; digits: number };

const LOAD_COLUMNS: Column[] = [
  { title: 'actions/s', value: (f) => f.actionsPerSecond, digits: 0 },
  { title: 'p50 ms', value: (f) => f.latencyMs.p50, digits: 2 },
  { title: 'p95 ms', value: (f) => f.latencyMs.p95, digits: 2 },
  { title: 'p99 ms', value: (f) => f.latencyMs.p99, digits: 2 },
  { title: 'server CPU ms/action', value: (f) => f.cpuMsPerAction, digits: 3 },
  { title: 'database CPU ms/action', value: (f) => f.databaseCpuMsPerAction, digits: 3 },
  { title: 'client CPU ms/action', value: (f) => f.clientCpuMsPerAction, digits: 3 },
  { title: 'server loop lag p99 ms', value: (f) => f.serverLoopLagP99Ms, digits: 2 },
  { title: 'client loop lag p99 ms', value: (f) => f.clientLoopLagP99Ms, digits: 2 },
  { title: 'bytes/state event', value: (f) => f.bytesPerStateEvent, digits: 0 },
];

/** A row of a load table: a label and its figures. */
interface LoadRow<F extends LoadFigures = LoadFigures> {
  label: string;
  figures: F;
}

/**
 * The load table: one row per figure set, then `ratio` (the first figures over the second, per column) when given;
 * `extra` columns (e.g. two instances' Redis CPU) go after today's.
 */
function loadTable<F extends LoadFigures>(
  rows: LoadRow<F>[],
  ratioRow?: { label: string; over: LoadFigures; under: LoadFigures },
  extra: Column<F>[] = [],
): string {
  const columns: Column<F>[] = [...LOAD_COLUMNS, ...extra];
  const lines = rows.map(({ label, figures: f }) => [
    label,
    ...LOAD_COLUMNS.map((c) => fixed(c.value(f), c.digits)),
    whole(f.actions),
    `${f.errors} / ${f.stalledGames}`,
    ...extra.map((c) => fixed(c.value(f), c.digits)),
  ]);
  if (ratioRow)
    lines.push([
      ratioRow.label,
      ...LOAD_COLUMNS.map((c) => ratio(c.value(ratioRow.over), c.value(ratioRow.under))),
      '',
      '',
      ...extra.map(() => ''),
    ]);
  const titles = columns.map((c) => c.title);
  return table(
    [
      'server',
      ...titles.slice(0, LOAD_COLUMNS.length),
      'actions measured',
      'refused / stalled games',
      ...titles.slice(LOAD_COLUMNS.length),
    ],
    lines,
  );
}

/** Both servers' figures of one shape, and ours over theirs when both ran it. */
function serversTable(servers: ServerFigures[], shape: 'saturated' | 'paced' | 'manyLive'): string {
  const rows = servers.flatMap((s) => (s[shape] ? [{ label: s.server, figures: s[shape] }] : []));
  const ours = servers.find((s) => s.server === 'ours')?.[shape];
  const theirs = servers.find((s) => s.server === 'boardgame.io')?.[shape];
  return loadTable(rows, ours && theirs ? { label: 'ours ÷ boardgame.io', over: ours, under: theirs } : undefined);
}

/** The section of one shape run by some server: its title (from the first server's figures) and its table. */
function shapeSection(servers: ServerFigures[], shape: 'saturated' | 'paced' | 'manyLive', title: string): string[] {
  const first = servers.find((s) => s[shape])?.[shape];
  return first ? ['', `**${describeShape(first, title)}**`, '', serversTable(servers, shape)] : [];
}

/**
 * The bare Socket.IO server under the saturated shape, in a table of its own (after the servers' saturated one), and
 * what its CPU per action is of boardgame.io's total when boardgame.io ran too.
 */
function floorSection(floor: LoadFigures, servers: ServerFigures[]): string[] {
  const theirs = servers.find((s) => s.server === 'boardgame.io')?.saturated;
  const ours = servers.find((s) => s.server === 'ours')?.saturated;
  const ms = (value: number) => `${fixed(value, 3)} ms`;
  const shares = [
    ...(theirs ? [`${ratio(floor.cpuMsPerAction, theirs.cpuMsPerAction)} boardgame.io's total`] : []),
    ...(ours
      ? [`${ratio(floor.cpuMsPerAction, ours.cpuMsPerAction + ours.databaseCpuMsPerAction)} ours (server + database)`]
      : []),
  ];
  const sentence = `The transport alone costs ${ms(floor.cpuMsPerAction)} of server CPU per action`;
  return [
    '',
    `**${describeShape(floor, 'Socket.IO alone (saturated: the same socket.io and options as ours, an acknowledgement and one state-patch of our sizes per action, no NestJS, rules or database)')}**`,
    '',
    loadTable([{ label: 'Socket.IO alone', figures: floor }]),
    '',
    shares.length > 0 ? `${sentence}: ${shares.join(', ')}.` : `${sentence}.`,
  ];
}

/** Ours on the history database next to ours on an empty one, measured alike in the same run. */
function historySection(servers: ServerFigures[]): string[] {
  const ours = servers.find((s) => s.server === 'ours');
  const history = ours?.history;
  if (!history) return [];
  const games = whole(history.historyGames);
  const empty = historyBaselineOf(ours);
  const rows: LoadRow[] = [{ label: `ours, ${games} finished games`, figures: history }];
  if (empty) rows.unshift({ label: 'ours, empty database', figures: empty });
  return [
    '',
    `**${describeShape(history, `History (paced, the database already holding ${games} finished games with their seats and action logs, against an empty one, each on a fresh server)`)}**`,
    '',
    loadTable(rows, empty ? { label: 'history ÷ empty', over: history, under: empty } : undefined),
  ];
}

/** Ours with a clock on every game next to the same shape without, measured alike in the same run. */
function clocksSection(servers: ServerFigures[]): string[] {
  const clocks = servers.find((s) => s.server === 'ours')?.clocks;
  if (!clocks) return [];
  const { untimed, timed } = clocks;
  return [
    '',
    `**${describeShape(timed, 'Clocks (paced, ours: a clock on every game against none, each on a fresh server and an empty database)')}**`,
    '',
    loadTable(
      [
        { label: 'ours, no clocks', figures: untimed },
        { label: 'ours, a clock on every game', figures: timed },
      ],
      { label: 'clocks ÷ none', over: timed, under: untimed },
    ),
  ];
}

function twoInstancesSection(f: TwoInstanceFigures): string[] {
  const redis: Column<TwoInstanceFigures> = {
    title: 'Redis CPU ms/action',
    value: (x) => x.redisCpuMsPerAction,
    digits: 3,
  };
  return [
    '',
    `**${describeShape(f, `Two instances (paced, ours: ${f.instances} backend instances sharing Redis, each game's players split across them)`)}**`,
    '',
    loadTable([{ label: `ours, ${f.instances} instances`, figures: f }], undefined, [redis]),
  ];
}

function soakSection(f: SoakFigures): string[] {
  const change = (start: number, end: number) =>
    start > 0 ? `${end >= start ? '+' : ''}${fixed(((end - start) / start) * 100, 1)}%` : '–';
  return [
    '',
    `**Soak: ${fixed(f.minutes, 0)} minutes of the paced shape with ${whole(f.games)} games (ours): ${whole(f.actions)} actions, ${f.errors} refused, ${f.stalledGames} stalled games**`,
    '',
    table(
      ['figure', 'after warm-up', 'at the end', 'change'],
      [
        [
          'heap after a full GC, MB',
          fixed(f.heapStart / 1e6, 1),
          fixed(f.heapEnd / 1e6, 1),
          change(f.heapStart, f.heapEnd),
        ],
        ['active handles', whole(f.handlesStart), whole(f.handlesEnd), change(f.handlesStart, f.handlesEnd)],
        [
          'database connections',
          whole(f.dbConnectionsStart),
          whole(f.dbConnectionsEnd),
          change(f.dbConnectionsStart, f.dbConnectionsEnd),
        ],
      ],
    ),
  ];
}

function idleTable(servers: ServerFigures[]): string {
  const kb = (bytes: number) => fixed(bytes / 1000, 1);
  const idle = servers.filter((s): s is ServerFigures & { idle: IdleFigures } => s.idle !== undefined);
  const rows = idle.map((s) => [
    s.server,
    whole(s.idle.sockets),
    kb(s.idle.heapBytesPerSocket),
    kb(s.idle.rssBytesPerSocket),
    `${fixed(s.idle.heapBefore / 1e6, 1)} → ${fixed(s.idle.heapAfter / 1e6, 1)}`,
    `${fixed(s.idle.rssBefore / 1e6, 1)} → ${fixed(s.idle.rssAfter / 1e6, 1)}`,
  ]);
  const [ours, theirs] = [idle.find((s) => s.server === 'ours'), idle.find((s) => s.server === 'boardgame.io')];
  if (ours && theirs)
    rows.push([
      'ours ÷ boardgame.io',
      '',
      ratio(ours.idle.heapBytesPerSocket, theirs.idle.heapBytesPerSocket),
      ratio(ours.idle.rssBytesPerSocket, theirs.idle.rssBytesPerSocket),
      '',
      '',
    ]);
  return table(['server', 'idle sockets', 'heap kB/socket', 'RSS kB/socket', 'heap MB', 'RSS MB'], rows);
}

function describeShape(f: LoadFigures | undefined, what: string): string {
  if (!f) return what;
  const think =
    f.thinkMs[1] > 0
      ? `, each move after ${f.thinkMs[0]}–${f.thinkMs[1]} ms of think time`
      : ', as fast as the state arrives';
  return `${what}: ${f.games} games, two clients each${think}, measured over ${fixed(f.seconds, 0)} s`;
}

export function formatReport(result: BenchResult): string {
  const parts = [
    `Run ${result.date} (${result.mode}), ${result.machine.cpus} cores, Node ${result.machine.node}, load average before the run ${result.machine.loadAverage.map((l) => fixed(l, 2)).join(' ')}. Figures are from one run on a shared machine: noisy.`,
    ...(result.durableCommitMs
      ? [
          '',
          `PostgreSQL here: one durable commit from one client takes p50 ${fixed(result.durableCommitMs.p50, 2)} ms, ` +
            `p99 ${fixed(result.durableCommitMs.p99, 2)} ms (${result.durableCommitMs.count} in a row): the floor under ` +
            'the latency of an action that is persisted before it is acknowledged.',
        ]
      : []),
  ];
  // A run that loads no server (--only=frontend) or only some shapes (--only=history) prints only what it measured.
  parts.push(
    ...shapeSection(result.servers, 'saturated', 'Saturated'),
    ...(result.floor ? floorSection(result.floor, result.servers) : []),
    ...shapeSection(result.servers, 'paced', 'Paced (live games with think time)'),
    ...shapeSection(result.servers, 'manyLive', 'Many live games (paced, on one instance)'),
    ...historySection(result.servers),
    ...clocksSection(result.servers),
  );
  if (result.twoInstances) parts.push(...twoInstancesSection(result.twoInstances));
  const idleFirst = result.servers.find((s) => s.idle)?.idle;
  if (idleFirst)
    parts.push(
      '',
      `**Idle connected sockets (started games, nobody moving; heap and RSS after a full GC, before vs after connecting them, past a warm-up of ${idleFirst.warmupGames} games)**`,
      '',
      idleTable(result.servers),
    );
  if (result.soak) parts.push(...soakSection(result.soak));
  if (result.emitState) parts.push('', ...emitStateSection(result.emitState));
  if (result.computer) parts.push('', computerSection(result.computer));
  const frontend = result.frontend;
  if (frontend) {
    parts.push(
      '',
      '**Frontend**',
      '',
      table(
        ['figure', 'value'],
        [
          [
            "shell's initial JavaScript (login page), gzip",
            `${fixed(frontend.shellInitialJs.gzipBytes / 1000, 1)} kB in ${frontend.shellInitialJs.files.length} files`,
          ],
          ...frontend.boards.map((b) => [
            `${b.board} board beyond the shared libraries, gzip`,
            `${fixed(b.gzipBytes / 1000, 1)} kB in ${b.files.length} files`,
          ]),
          ['navigation to a board visible, median', medianOver(frontend.boardVisibleMs)],
          ...(frontend.boardVisibleWarmMs
            ? [['repeat visit (warm cache) to a board visible, median', medianOver(frontend.boardVisibleWarmMs)]]
            : []),
          ...replayRows(frontend),
          ...boardFloorRows(frontend),
        ],
      ),
    );
  }
  // A run narrowed to the scaling shapes (--only=history, --only=many-live) judges none of the one-instance targets.
  const oneInstance = checkTargets(result);
  if (oneInstance.length > 0) parts.push('', '**Targets: one instance**', '', targetTable(oneInstance));
  parts.push('', '**Targets: scaling**', '', targetTable(checkScalingTargets(result)));
  return parts.join('\n') + '\n';
}

function targetTable(checks: TargetCheck[]): string {
  return table(
    ['target', 'this run', 'status'],
    checks.map((c) => [
      c.target,
      c.figure,
      c.met === undefined ? `not judged (${c.unjudged ?? 'too few games'})` : c.met ? 'met' : 'not met',
    ]),
  );
}

/** The game page's floor, loaded alternately with the site by the same steps: what a board page takes at best. */
function boardFloorRows({ boardFloor }: FrontendFigures): string[][] {
  if (!boardFloor) return [];
  const floor = 'the board alone (theme, federation runtime, board: none of the rest of the shell)';
  return [
    [`${floor}: navigation to a board visible, median`, medianOver(boardFloor.boardVisibleMs)],
    [`${floor}: repeat visit to a board visible, median`, medianOver(boardFloor.boardVisibleWarmMs)],
  ];
}

const medianOver = (f: { median: number; samples: number[] }) =>
  `${fixed(f.median, 0)} ms over ${f.samples.length} loads (${f.samples.map((s) => fixed(s, 0)).join(', ')})`;

function emitStateSection(f: EmitStateFigures): string[] {
  const ms = (value: number) => `${fixed(value, 3)} ms`;
  return [
    `**Forged POST /api/game/emit-state (Super Tic-Tac-Toe's opening, ${f.legalActions} legal actions; server CPU per post)**`,
    '',
    table(
      ['post', 'server CPU'],
      [
        ['refused at once (stale version): the HTTP floor', ms(f.cpuMsPerStalePost)],
        ['the first forged state at a version', ms(f.firstForgedPostCpuMs)],
        [`each further forged state at that version (${f.forgedPosts} in a row)`, ms(f.cpuMsPerForgedPost)],
        [`forged states round-robin over ${f.roundRobinGames} games`, ms(f.cpuMsPerRoundRobinForgedPost)],
        [
          'a forged state of a game with hidden information (Winzard Football: refused, actions only)',
          ms(f.cpuMsPerHiddenGamePost),
        ],
      ],
    ),
  ];
}

/** README with the text between the bench markers replaced by `report`; throws when the markers are missing. */
export function replaceReadmeSection(readme: string, report: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README has no ${README_START} … ${README_END} section`);
  return `${readme.slice(0, start + README_START.length)}\n${report}${readme.slice(end)}`;
}

function computerSection(f: ComputerFigures): string {
  return (
    `**Computer opponents:** with ${f.games} Hard computer games running (one of each game, ${f.hardBudgetMs} ms a ` +
    `search in the worker pool, the person answering at once), the server's event-loop delay ` +
    `(perf_hooks.monitorEventLoopDelay) was p99 ${fixed(f.loopDelayP99Ms, 1)} ms over ${fixed(f.measureMs / 1000, 0)} s ` +
    `(a 5 ms timer's lateness: p99 ${fixed(f.loopLagP99Ms, 1)} ms); ${f.actions} actions were applied meanwhile. ` +
    `The same server idle just before: p99 ${fixed(f.idleLoopDelayP99Ms, 1)} ms (the machine's own noise). ` +
    searchQueueSentence(f.searchQueue)
  );
}

function searchQueueSentence(q: ComputerFigures['searchQueue']): string {
  return (
    `With ${q.games} Hard games at once for ${fixed(q.measureMs / 1000, 0)} s, the search queue held at most ` +
    `${q.highWater} searches (its bound: ${q.bound}), up to ${q.turnsWaitingHighWater} turns waited in line for a ` +
    `place, ${q.actions} actions were applied and ${q.failures} searches failed.`
  );
}

/** The replay's rows: opened from My games, and by its link in a fresh browser. */
function replayRows(frontend: FrontendFigures): string[][] {
  const rows: [string, FrontendFigures['replayOpenMs']][] = [
    ['My games → Replay of a {moves}-move game, click to open, median', frontend.replayOpenMs],
    ['navigation by link to a {moves}-move replay open, median', frontend.replayByLinkMs],
  ];
  return rows.flatMap(([label, figure]) =>
    figure
      ? [
          [
            label.replace('{moves}', String(figure.moves)),
            `${fixed(figure.median, 0)} ms over ${figure.samples.length} loads (${figure.samples.map((s) => fixed(s, 0)).join(', ')})`,
          ],
        ]
      : [],
  );
}
