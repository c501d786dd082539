import type { GameState } from '@tabletop/game-kit';
import type { ActionAck, ServerNotice, SyncAck } from '@tabletop/protocol';
import { game } from '@tabletop/super-tic-tac-toe/rules';
import { io } from 'socket.io-client';
import type { ClientSocket } from './server';
import { sleep } from './backend-process';

type TttMatch = Parameters<typeof game.legalActions>[0];

/** Like the shell's (send-action.ts); a dropped connection fails the wait at once. */
const ACK_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 2000;
/** Not my turn and nothing heard for this long: a broadcast may have been lost (Redis away), so ask. */
const QUIET_SYNC_MS = 500;
/** Between two refused or failed attempts. */
const RETRY_DELAY_MS = 100;
/**
 * A pause before each move, like a person's: keeps a socket well under the server's message rate limit (a token
 * bucket of about 20 a second) and lets a scenario's disruption land mid-game.
 */
const THINK_MS = 30;

export interface BotFigures {
  /** Action messages sent, retries included. */
  sent: number;
  /** Distinct actions (client ids) the player meant to make. */
  intended: number;
  /** Distinct client ids the server acknowledged as applied, with the version it gave. */
  acknowledged: Map<string, number>;
  /** How many times each client id was sent (more than once: retried after no answer or a refusal). */
  attempts: Map<string, number>;
  /** Refusals by message (stale, unavailable...). */
  refusals: Record<string, number>;
  reconnects: number;
  resyncs: number;
  notices: ServerNotice[];
}

export interface Pending {
  code: string;
  id: string;
  version: number;
  action: unknown;
}

const live = new Set<PlayerBot>();

/** Ends every bot's game loop (a scenario's clean-up, also after a failure). */
export function stopAllBots(): void {
  live.forEach((bot) => bot.stop());
}

/**
 * A player that behaves like the real client: keeps the state and version it holds, sends each action with a
 * client-chosen id, retries an unacknowledged action with the SAME id after reconnecting (bounded by the deadline),
 * adopts the state a stale refusal carries, resyncs when a pushed state skips versions or when nothing arrives, and
 * reconnects when the server says so (`server-notice`) or the connection drops. Plays random legal Super
 * Tic-Tac-Toe moves from a seeded generator, so a failing game can be replayed.
 */
export class PlayerBot {
  readonly figures: BotFigures = {
    sent: 0,
    intended: 0,
    acknowledged: new Map(),
    attempts: new Map(),
    refusals: {},
    reconnects: 0,
    resyncs: 0,
    notices: [],
  };
  state: GameState | null = null;
  private socket: ClientSocket | null = null;
  private pending: Pending | null = null;
  private readonly random: () => number;
  private wake: (() => void) | null = null;
  private nextId = 0;
  private progressListeners: ((state: GameState) => void)[] = [];
  private stopped = false;
  private held = false;
  /** A scenario's hook, awaited before a new action is first sent (e.g. to lock the game's row first). */
  beforeNewAction: ((action: Pending) => Promise<void>) | null = null;

  constructor(
    readonly name: string,
    readonly userId: number,
    readonly token: string,
    readonly code: string,
    /** Instances to connect to, the preferred one first (what a load balancer would pick among). */
    private readonly baseUrls: () => string[],
    seed: number,
  ) {
    this.random = mulberry32(seed);
    live.add(this);
  }

  get connectedTo(): string | null {
    return this.socket?.connected ? (this.socket.io as unknown as { uri: string }).uri : null;
  }

  /** Plays until the game is over; throws when `deadline` (ms since epoch) passes first. */
  async play(deadline: number): Promise<GameState> {
    try {
      while (!this.state?.gameOver) {
        if (this.stopped) throw new Error(`${this.name}: stopped`);
        if (Date.now() > deadline)
          throw new Error(`${this.name}: game not over by the deadline (version ${this.state?.version})`);
        if (!this.socket?.connected && !(await this.connect(deadline))) continue;
        if (!this.state) {
          await this.sync();
          continue;
        }
        if (!this.pending && !this.held && this.state.player?.id === this.userId) {
          await sleep(THINK_MS);
          this.pending = this.choose(this.state);
          await this.beforeNewAction?.(this.pending);
        }
        if (this.pending) await this.send(this.pending);
        else await this.quietWait();
      }
      return this.state;
    } finally {
      live.delete(this);
      this.socket?.close();
      this.socket = null;
    }
  }

  /** Resolves when the state this player holds reaches `version` (bounded). */
  reached(version: number, timeoutMs = 30_000): Promise<GameState> {
    if (this.state && (this.state.version >= version || this.state.gameOver)) return Promise.resolve(this.state);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} never reached version ${version}`)), timeoutMs);
      const listener = (state: GameState) => {
        if (state.version < version && !state.gameOver) return;
        clearTimeout(timer);
        this.progressListeners = this.progressListeners.filter((other) => other !== listener);
        resolve(state);
      };
      this.progressListeners.push(listener);
    });
  }

  /** Makes no new move until `release` (an unacknowledged one is still retried): a scenario's pause button. */
  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.poke();
  }

  /** Ends `play` at its next step (e.g. the other player failed). */
  stop(): void {
    this.stopped = true;
    this.poke();
  }

  /** Drops the connection (as a network blip would); the player reconnects, preferring the first instance. */
  dropConnection(): void {
    this.socket?.disconnect();
    this.poke();
  }

  private choose(state: GameState): Pending {
    const legal = game.legalActions(state as unknown as TttMatch, this.userId);
    if (legal.length === 0) throw new Error(`${this.name}: no legal action at version ${state.version}`);
    this.figures.intended++;
    const action = legal[Math.floor(this.random() * legal.length)];
    return { code: this.code, id: `${this.name}-${this.nextId++}`, version: state.version, action };
  }

  private async send(pending: Pending): Promise<void> {
    const socket = this.socket!;
    // Emitting on a closed socket would only buffer the message: reconnect first.
    if (!socket.connected) return;
    this.figures.sent++;
    this.figures.attempts.set(pending.id, (this.figures.attempts.get(pending.id) ?? 0) + 1);
    let ack: ActionAck;
    try {
      ack = await untilDisconnected(socket, socket.timeout(ACK_TIMEOUT_MS).emitWithAck('action', pending));
    } catch (error) {
      // No answer: the action may or may not be applied; the retry with the same id tells.
      this.figures.refusals[`no answer: ${(error as Error).message}`] =
        (this.figures.refusals[`no answer: ${(error as Error).message}`] ?? 0) + 1;
      if (socket.connected) await sleep(RETRY_DELAY_MS);
      return;
    }
    if (ack.ok) {
      this.figures.acknowledged.set(pending.id, ack.version);
      this.pending = null;
      // The new state comes as emit-state (or by sync when that push is lost).
      if (this.state && this.state.version < ack.version) await this.waitForVersion(ack.version);
      return;
    }
    this.figures.refusals[ack.error] = (this.figures.refusals[ack.error] ?? 0) + 1;
    if (ack.state) {
      // Stale (or game over): the action was not applied; play on from the server's state.
      this.pending = null;
      this.adopt(ack.state);
      return;
    }
    if (/unavailable/i.test(ack.error)) {
      await sleep(RETRY_DELAY_MS);
      return;
    }
    throw new Error(`${this.name}: action refused: ${ack.error}`);
  }

  private async waitForVersion(version: number): Promise<void> {
    const until = Date.now() + QUIET_SYNC_MS;
    while (this.state && this.state.version < version && Date.now() < until && this.socket?.connected)
      await this.pause(until - Date.now());
    if (this.state && this.state.version < version) await this.sync();
  }

  /** Not my turn: wait for a push; if none comes, ask. */
  private async quietWait(): Promise<void> {
    const before = this.state?.version;
    await this.pause(QUIET_SYNC_MS);
    if (this.state?.version === before && !this.state?.gameOver && this.socket?.connected) await this.sync();
  }

  private async sync(): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected) return;
    this.figures.resyncs++;
    let answer: SyncAck;
    try {
      answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('sync', { code: this.code });
    } catch {
      return;
    }
    // Asked without `since`, the answer is the full state.
    if (answer.ok) {
      if ('state' in answer) this.adopt(answer.state);
    } else await sleep(RETRY_DELAY_MS);
  }

  private receive(state: GameState): void {
    if (state.code !== this.code || !this.state) return;
    // A gap means pushes were missed: the full state is here, but ask anyway so every missed change is caught.
    if (state.version > this.state.version + 1) void this.sync();
    this.adopt(state);
  }

  private adopt(state: GameState): void {
    if (this.state && state.version < this.state.version) return;
    this.state = state;
    this.progressListeners.forEach((listener) => listener(state));
    this.poke();
  }

  private async connect(deadline: number): Promise<boolean> {
    const urls = this.baseUrls();
    for (const url of urls) {
      if (Date.now() > deadline) return false;
      const socket = await openSocket(url, this.token).catch(() => null);
      if (!socket) continue;
      if (this.socket) this.figures.reconnects++;
      this.socket?.removeAllListeners();
      this.socket = socket;
      socket.on('emit-state', (state) => this.receive(state));
      socket.on('startGame', (state) => this.receive(state));
      socket.on('server-notice', (notice) => this.figures.notices.push(notice));
      socket.on('disconnect', () => this.poke());
      // Whatever was missed while away: the full state.
      await this.sync();
      return true;
    }
    await sleep(RETRY_DELAY_MS);
    return false;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/** The answer, or a failure as soon as the connection drops (its acknowledgement can no longer come). */
function untilDisconnected<T>(socket: ClientSocket, answer: Promise<T>): Promise<T> {
  let onDisconnect: (() => void) | undefined;
  const dropped = new Promise<never>((_, reject) => {
    onDisconnect = () => reject(new Error('disconnected'));
    socket.once('disconnect', onDisconnect);
  });
  return Promise.race([answer, dropped]).finally(() => socket.off('disconnect', onDisconnect));
}

function openSocket(baseUrl: string, token: string): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const socket: ClientSocket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
      timeout: CONNECT_TIMEOUT_MS,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A small seeded generator (the bots' moves are reproducible from the seed). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
