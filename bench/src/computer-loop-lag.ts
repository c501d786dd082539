/**
 * The server's event-loop delay while people play three Hard computer games (one of each game): each person answers
 * at once with a random legal action, so the computers search back to back in the worker pool. Read from the probe
 * preloaded into the server (perf_hooks.monitorEventLoopDelay, p99 over the window). A game that ends is replaced.
 * Then a pile-up: many more Hard games at once than the worker threads can search for, to read from /api/metrics how
 * long the search queue grew (never past its bound) and how many turns waited in line for a place meanwhile.
 */
import { chooseEasyAction, type GameDefinition, type GameState } from '@tabletop/game-kit';
import type { ClientToServerEvents, ServerToClientEvents } from '@tabletop/protocol';
import { game as repello } from '@tabletop/repello/rules';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzard } from '@tabletop/winzard-football/rules';
import { io, type Socket } from 'socket.io-client';
import { postJson } from './load/http';
import { serverMetrics } from './server-metrics';
import type { ServerProcess } from './server-process';

const GAMES = [superTicTacToe, repello, winzard] as GameDefinition[];
/** Hard games of each kind at once in the pile-up. */
const PILE_UP_PER_GAME = 6;

/** The Hard search queue under a pile-up of games: its bound and the most it and the line before it held. */
export interface SearchQueueFigures {
  games: number;
  measureMs: number;
  /** Actions applied during the pile-up, the computers' and the people's. */
  actions: number;
  /** COMPUTER_SEARCH_QUEUE as the server has it. */
  bound: number;
  /** The most searches that waited for a worker thread at once. */
  highWater: number;
  /** The most turns that waited in line for a place in the queue at once. */
  turnsWaitingHighWater: number;
  /** Searches that failed (their turns played as Easy). */
  failures: number;
}

export interface ComputerFigures {
  games: number;
  measureMs: number;
  hardBudgetMs: number;
  /** Actions applied during the window, about half of them by the computers. */
  actions: number;
  loopDelayP99Ms: number;
  loopLagP99Ms: number;
  /** The same server idle over the same window just before: what the machine itself costs. */
  idleLoopDelayP99Ms: number;
  searchQueue: SearchQueueFigures;
}

interface Guest {
  id: number;
  jwt: string;
}

/** One person at a table against Computer (Hard), answering every turn at once. */
class Table {
  private socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  private code = '';
  private version = 0;
  /** Actions applied in this table's games, the person's and the computer's. */
  actions = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly rules: GameDefinition,
    private readonly guest: Guest,
  ) {}

  async start(): Promise<void> {
    this.socket = io(this.baseUrl, { transports: ['websocket'], auth: { token: this.guest.jwt }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      this.socket?.once('connect', resolve);
      this.socket?.once('connect_error', reject);
    });
    this.socket.on('emit-state', (state) => this.onState(state));
    await this.newGame();
  }

  stop(): void {
    this.socket?.close();
  }

  private async newGame(): Promise<void> {
    const state = await postJson<GameState>(
      `${this.baseUrl}/api/game/computer`,
      { game: this.rules.url, level: 'hard' },
      { authorization: `Bearer ${this.guest.jwt}` },
    );
    this.version = 0;
    this.code = state.code;
    this.onState(state);
  }

  private onState(state: GameState): void {
    if (state.code !== this.code || state.version < this.version) return;
    this.actions += state.version - this.version;
    this.version = state.version;
    if (state.gameOver) {
      void this.newGame().catch(() => undefined);
      return;
    }
    if (state.player?.id !== this.guest.id) return;
    const action = chooseEasyAction(this.rules, state, this.guest.id, `${state.code}:${state.version}`);
    this.socket?.emit('action', { code: state.code, version: state.version, action }, () => undefined);
  }
}

export async function computerLoopLag(
  baseUrl: string,
  server: ServerProcess,
  options: { measureMs: number; hardBudgetMs: number },
  log: (line: string) => void,
): Promise<ComputerFigures> {
  log(`computer: the server idle, then with three Hard games (one of each), ${options.measureMs / 1000} s each`);
  const tables = await seatTables(baseUrl, GAMES);
  await server.sample(false);
  await new Promise((done) => setTimeout(done, options.measureMs));
  const idle = await server.sample(false);
  try {
    await Promise.all(tables.map((table) => table.start()));
    await server.sample(false);
    const before = tables.reduce((sum, table) => sum + table.actions, 0);
    await new Promise((done) => setTimeout(done, options.measureMs));
    const { loopDelayP99Ms, loopLagP99Ms } = await server.sample(false);
    const actions = tables.reduce((sum, table) => sum + table.actions, 0) - before;
    const { measureMs, hardBudgetMs } = options;
    const idleLoopDelayP99Ms = idle.loopDelayP99Ms;
    tables.forEach((table) => table.stop());
    const searchQueue = await pileUp(baseUrl, measureMs, log);
    return {
      games: tables.length,
      measureMs,
      hardBudgetMs,
      actions,
      loopDelayP99Ms,
      loopLagP99Ms,
      idleLoopDelayP99Ms,
      searchQueue,
    };
  } finally {
    tables.forEach((table) => table.stop());
  }
}

/** A guest at a table of each of `games`, not yet playing. */
function seatTables(baseUrl: string, games: readonly GameDefinition[]): Promise<Table[]> {
  return Promise.all(
    games.map(async (rules) => new Table(baseUrl, rules, await postJson<Guest>(`${baseUrl}/api/auth/guest`, {}))),
  );
}

async function pileUp(baseUrl: string, measureMs: number, log: (line: string) => void): Promise<SearchQueueFigures> {
  const games = GAMES.flatMap((rules) => Array<GameDefinition>(PILE_UP_PER_GAME).fill(rules));
  log(`computer: ${games.length} Hard games at once for ${measureMs / 1000} s, to fill the search queue`);
  const tables = await seatTables(baseUrl, games);
  try {
    await Promise.all(tables.map((table) => table.start()));
    const before = tables.reduce((sum, table) => sum + table.actions, 0);
    await new Promise((done) => setTimeout(done, measureMs));
    const actions = tables.reduce((sum, table) => sum + table.actions, 0) - before;
    const metrics = await serverMetrics(baseUrl, [
      'tabletop_computer_search_queue_bound',
      'tabletop_computer_search_queue_high_water',
      'tabletop_computer_turns_waiting_high_water',
      'tabletop_computer_search_failures',
    ]);
    return {
      games: tables.length,
      measureMs,
      actions,
      bound: metrics.tabletop_computer_search_queue_bound,
      highWater: metrics.tabletop_computer_search_queue_high_water,
      turnsWaitingHighWater: metrics.tabletop_computer_turns_waiting_high_water,
      failures: metrics.tabletop_computer_search_failures,
    };
  } finally {
    tables.forEach((table) => table.stop());
  }
}
