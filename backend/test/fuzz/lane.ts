import type { ClockState, GameState, Match } from '@tabletop/game-kit';
import type { Client } from 'pg';
import { connect, type ClientSocket } from '../support/server';
import {
  bearer,
  disconnectProbe,
  forgedEmitState,
  forgedHandshake,
  forgedTokenRequest,
  genuineLeave,
  genuineMove,
  hostileAction,
  hostileAuth,
  hostileLeave,
  hostileLobby,
  httpOddity,
  post,
  socketOddity,
  syncOrPresence,
  type Actor,
  type FuzzCase,
  type LaneView,
} from './cases';
import { computerGame, hostileQuickOrComputer, hostileRematch, openTablesOrWatch } from './table-cases';
import { historyRead } from './history-cases';
import { reachedKey } from './coverage';
import { hostileAbortOrClaim } from './match-cases';
import { opsRead } from './ops-cases';
import { ratingsRead } from './ratings-cases';
import { hostileReauth } from './session-cases';
import { liveOrInvite, watchOrUnwatch } from './spectate-cases';
import { judgeHttp, judgeSocket, type Verdict } from './check';
import { closeWaiting, rulesOf, started, type ModelGame, type ModelUser, type World } from './model';
import { Rng } from './rng';
import { brief, type Tally } from './tally';
import { emitWithAck, emitWithoutAck, sendHttp, type HttpCall } from './transport';

/** How often each kind of case is drawn, per 1,000. */
const WEIGHTS = {
  genuineMove: 100,
  hostileAction: 200,
  forgedEmitState: 90,
  syncOrPresence: 80,
  hostileLeave: 30,
  genuineLeave: 2,
  hostileLobby: 90,
  hostileAuth: 70,
  forgedTokenRequest: 90,
  httpOddity: 70,
  socketOddity: 70,
  forgedHandshake: 15,
  disconnectProbe: 3,
  hostileQuickOrComputer: 40,
  hostileRematch: 40,
  openTablesOrWatch: 30,
  computerGame: 1,
  historyRead: 30,
  liveOrInvite: 15,
  watchOrUnwatch: 20,
  ratingsRead: 20,
  hostileReauth: 10,
  hostileAbortOrClaim: 20,
  opsRead: 10,
};

/**
 * Socket payloads (and handshakes) above this may meet the message-size limit (SOCKET_MAX_MESSAGE_BYTES): a disconnect
 * is then an answer.
 */
const LARGE_MESSAGE = 12_000;

export interface LaneContext {
  baseUrl: string;
  db: Client;
  world: World;
  tally: Tally;
  secret: string;
  /** Claims one case from the run's budget; false once it is spent. */
  claim: () => boolean;
}

/** One sequential player of the fuzz world: its users play one game at a time, and send hostile cases around it. */
export class Lane {
  readonly actors: Actor[] = [];
  private game: ModelGame | undefined;
  private readonly rng: Rng;
  private readonly sent: Record<string, unknown>[] = [];
  private readonly emitted: Record<string, unknown>[] = [];
  private ids = 0;
  stopped: string | undefined;

  constructor(
    private readonly context: LaneContext,
    readonly index: number,
    private readonly url: string,
    private readonly seats: number,
    seed: number,
  ) {
    this.rng = new Rng(`${seed}:${index}`);
  }

  get stranger(): Actor {
    return this.actors[this.seats];
  }

  get players(): Actor[] {
    return this.actors.slice(0, this.seats);
  }

  /** Guests for the seats and one stranger who never plays. */
  async setUp(): Promise<void> {
    for (let i = 0; i <= this.seats; i++) {
      const answer = await this.http({ method: 'POST', path: '/api/auth/guest', headers: {} });
      if (answer.status !== 200) throw new Error(`guest sign-in answered ${answer.status}`);
      const user = answer.body as ModelUser;
      this.context.world.users.push(user);
      this.actors.push({ user, socket: await this.connect(user.jwt) });
    }
    await this.newGame();
  }

  async run(): Promise<void> {
    while (!this.stopped && this.context.claim()) {
      if (!this.game || this.game.status === 'over') await this.newGame();
      const fuzzCase = this.nextCase();
      try {
        await this.send(fuzzCase);
      } catch (error) {
        this.fail(fuzzCase, `threw ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  close(): void {
    for (const actor of this.actors) actor.socket.close();
  }

  private view(): LaneView {
    return {
      world: this.context.world,
      rng: this.rng,
      players: this.players,
      stranger: this.stranger,
      game: this.game!,
      secret: this.context.secret,
      sent: this.sent,
      emitted: this.emitted,
      nextId: () => `lane${this.index}-${this.ids++}`,
    };
  }

  private nextCase(): FuzzCase {
    const view = this.view();
    for (;;) {
      const kind = this.rng.weighted(WEIGHTS);
      const made = MAKERS[kind](view);
      if (made) return made;
    }
  }

  private async send(fuzzCase: FuzzCase): Promise<void> {
    const { tally } = this.context;
    if (fuzzCase.channel === 'http') {
      const copies = fuzzCase.copies ?? 1;
      for (let i = 0; i < copies; i++) tally.sent('http', fuzzCase.target);
      tally.reach(reachedKey.http(fuzzCase.call.method, fuzzCase.call.path));
      const calls = Array.from({ length: copies }, () => this.http(fuzzCase.call));
      for (const answer of await Promise.all(calls)) {
        this.record(fuzzCase, judgeHttp(fuzzCase.expect, answer, fuzzCase.call.method));
        if (fuzzCase.expect.kind === 'create' && answer.status === 200 && fuzzCase.expect.computer)
          await this.leaveComputerGame(answer.body as GameState, fuzzCase.expect.userId);
        else if (fuzzCase.expect.kind === 'create' && answer.status === 200)
          await this.abandonCreated(answer.body as GameState, fuzzCase.expect.userId);
      }
    } else if (fuzzCase.channel === 'socket') {
      const { actor } = fuzzCase;
      if (!actor.socket.connected) await this.reconnect(actor);
      tally.sent('socket', fuzzCase.target);
      tally.reach(reachedKey.socket(fuzzCase.event));
      const large = Buffer.byteLength(JSON.stringify(fuzzCase.args) ?? '') > LARGE_MESSAGE;
      if (!fuzzCase.ack) {
        emitWithoutAck(actor.socket, fuzzCase.event, fuzzCase.args);
        tally.answered('no ack asked');
        // The socket must still answer afterwards (unless the message was too large): a refused sync says it does.
        tally.sent('socket', 'socket sync (after no ack)');
        const after = await emitWithAck(actor.socket, 'sync', [{}]);
        this.record(
          fuzzCase,
          judgeSocket({ kind: 'sync', game: undefined, event: 'sync', viewer: actor.user.id }, after, large),
        );
        return;
      }
      const answer = await emitWithAck(actor.socket, fuzzCase.event, fuzzCase.args);
      this.record(fuzzCase, judgeSocket(fuzzCase.expect, answer, large));
    } else if (fuzzCase.channel === 'handshake') {
      tally.sent('handshake', fuzzCase.target);
      await this.handshake(fuzzCase);
    } else {
      tally.sent('socket', fuzzCase.target);
      await this.probe(fuzzCase);
    }
  }

  private record(fuzzCase: FuzzCase, verdict: Verdict): void {
    this.context.tally.answered(verdict.answer);
    if (verdict.problem) this.fail(fuzzCase, verdict.problem);
  }

  /** A failure: counted, and the lane stops, since its model may no longer match the server. */
  private fail(fuzzCase: FuzzCase, problem: string): void {
    const what =
      fuzzCase.channel === 'http'
        ? `${fuzzCase.target} ${topKeys(fuzzCase.call.body)} ${brief(fuzzCase.call.body ?? '', 200)}`
        : fuzzCase.channel === 'socket'
          ? `${fuzzCase.target} by ${fuzzCase.actor.user.id} ${brief(fuzzCase.args, 200)}`
          : fuzzCase.target;
    this.context.tally.fail(`lane ${this.index}: ${problem} — ${what}`);
    this.stopped = problem;
  }

  private async handshake(fuzzCase: Extract<FuzzCase, { channel: 'handshake' }>): Promise<void> {
    const token = fuzzCase.auth.token;
    try {
      const socket = await connect(this.context.baseUrl, {
        token: token as string | undefined,
        query: fuzzCase.query,
      });
      socket.close();
      this.context.tally.answered('handshake accepted');
      this.fail(fuzzCase, `a forged handshake connected: ${brief(fuzzCase.auth)} ${brief(fuzzCase.query)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const tooLarge = Buffer.byteLength(JSON.stringify(fuzzCase.auth)) > LARGE_MESSAGE;
      if (tooLarge && message.startsWith('closed: ')) {
        this.context.tally.answered('handshake over the message size limit: dropped');
        return;
      }
      this.context.tally.answered(`handshake refused: ${message}`);
      if (message !== 'Unauthorized') this.fail(fuzzCase, `handshake refused with ${message}`);
    }
  }

  /** A throwaway socket that misbehaves at the protocol level; the server may drop it but must stay up. */
  private async probe(fuzzCase: Extract<FuzzCase, { channel: 'probe' }>): Promise<void> {
    const socket = await this.connect(this.players[0].user.jwt);
    const engine = socket.io.engine as unknown as { write(data: string): void };
    if (fuzzCase.probe === 'malformed-packet') engine.write('2["action",{"code":');
    else if (fuzzCase.probe === 'binary-placeholder') engine.write('51-["action",{"_placeholder":true,"num":7}]');
    else emitWithoutAck(socket, 'action', [{ code: 'ABCD', version: 0, action: 'x'.repeat(1_100_000) }]);
    // An answered sync means the server kept the socket; the socket dropping first means it closed it.
    const dropped = emitWithAck(socket, 'sync', [{}], 5000).then((answer) => answer.kind === 'disconnected');
    const wasDropped = await dropped;
    socket.close();
    this.context.tally.answered(wasDropped ? 'probe: dropped' : 'probe: kept');
    const health = await this.http({ method: 'GET', path: '/api/health', headers: {} });
    if (health.status !== 200) this.fail(fuzzCase, `health answered ${health.status} after the probe`);
  }

  /** An accepted create by a user without a game: they leave that waiting game at once, which closes it. */
  private async abandonCreated(state: GameState, userId: number): Promise<void> {
    const game = this.context.world.addGame(state.game, state.code, userId);
    game.dbId = await this.dbIdOf(state.code);
    const owner = this.actors.find((actor) => actor.user.id === userId)!;
    const answer = await this.http(post('/api/game/leave', { code: state.code }, bearer(owner)));
    if (answer.status !== 200) throw new Error(`could not leave a created game: ${answer.status} ${answer.text}`);
    closeWaiting(game);
  }

  /** A started computer game: its player forfeits at once; the computers' moves are checked at the end. */
  private async leaveComputerGame(state: GameState, userId: number): Promise<void> {
    const game = this.context.world.addGame(state.game, state.code, userId);
    game.computer = true;
    game.dbId = await this.dbIdOf(state.code);
    started(game, state);
    // Its computers accept a rematch at once: no other case may name it, or a rematch would start a game unmodelled.
    game.published = false;
    const owner = this.actors.find((actor) => actor.user.id === userId)!;
    await this.playAgainstComputer(owner, state.game);
    const answer = await this.http(post('/api/game/leave', { code: state.code }, bearer(owner)));
    if (answer.status !== 200) throw new Error(`could not leave a computer game: ${answer.status} ${answer.text}`);
    game.left.add(userId);
    game.status = 'over';
  }

  /** A few legal moves by the player, each answered by the computers, so their moves reach the final check. */
  private async playAgainstComputer(player: Actor, url: string): Promise<void> {
    let moves = 0;
    for (let poll = 0; poll < 40 && moves < 3; poll++) {
      const answer = await this.http({ method: 'GET', path: '/api/game/current-state', headers: bearer(player) });
      const state = answer.body as GameState | undefined;
      if (answer.status !== 200 || !state || state.gameOver) return;
      if (state.player?.id !== player.user.id) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        continue;
      }
      const legal = rulesOf(url).legalActions(state as Match<unknown>, player.user.id);
      if (legal.length === 0) return;
      const payload = { code: state.code, version: state.version, action: this.rng.pick(legal) };
      // An earlier case may have had this player's socket dropped (a message over the size limit), as a socket case
      // finds it: connected again first, and again if the drop only lands now (the state is then read afresh).
      if (!player.socket.connected) await this.reconnect(player);
      const ack = await emitWithAck(player.socket, 'action', [payload]);
      if (ack.kind === 'disconnected') {
        await this.reconnect(player);
        continue;
      }
      if (ack.kind !== 'ack') throw new Error(`a move against the computer was answered ${ack.kind}`);
      moves++;
    }
  }

  /** The lane's next game: created, joined and started through the API like a browser would. */
  private async newGame(): Promise<void> {
    const [creator, ...others] = this.players;
    const created = await this.http(post('/api/game/create', { game: this.url }, bearer(creator)));
    if (created.status !== 200) throw new Error(`create answered ${created.status}: ${created.text}`);
    let state = created.body as GameState;
    const game = this.context.world.addGame(this.url, state.code, creator.user.id);
    game.dbId = await this.dbIdOf(state.code);
    for (const actor of others) {
      const joined = await this.http(post('/api/game/join', { game: this.url, code: state.code }, bearer(actor)));
      if (joined.status !== 200) throw new Error(`join answered ${joined.status}: ${joined.text}`);
      game.seated.push(actor.user.id);
      state = joined.body as GameState;
    }
    if (state.player === null && !state.gameOver) {
      const body = { game: this.url, code: state.code, overrideStart: true };
      const answer = await this.http(post('/api/game/start', body, bearer(creator)));
      if (answer.status !== 200) throw new Error(`start answered ${answer.status}: ${answer.text}`);
      state = answer.body as GameState;
    }
    started(game, await this.fullState(game.dbId, state));
    this.game = game;
    this.sent.length = 0;
    this.emitted.length = 0;
  }

  /**
   * The started game as the server holds it: the model replays full states, and a game with hidden information answers
   * each player with their view only.
   */
  private async fullState(dbId: number, answered: GameState): Promise<GameState> {
    const { rows } = await this.context.db.query<{ match: Match<unknown>; version: number; clock: ClockState | null }>(
      'SELECT match, version, clock FROM games WHERE id = $1',
      [dbId],
    );
    const { game, player, score, gameOver, state, forfeited } = rows[0].match;
    const { version, clock } = rows[0];
    const full = { game, player, score, gameOver, state, code: answered.code, version, clock };
    return forfeited ? { ...full, forfeited } : full;
  }

  private async dbIdOf(code: string): Promise<number> {
    const { rows } = await this.context.db.query<{ id: number }>(
      'SELECT max(id) AS id FROM games WHERE upper(code) = $1',
      [code.toUpperCase()],
    );
    return rows[0].id;
  }

  private connect(token: string): Promise<ClientSocket> {
    return connect(this.context.baseUrl, { token });
  }

  private async reconnect(actor: Actor): Promise<void> {
    actor.socket.close();
    actor.socket = await this.connect(actor.user.jwt);
    this.context.tally.answered('reconnected after a drop');
  }

  private http(call: HttpCall) {
    return sendHttp(this.context.baseUrl, call);
  }
}

const MAKERS: Record<keyof typeof WEIGHTS, (view: LaneView) => FuzzCase | null> = {
  genuineMove,
  hostileAction,
  forgedEmitState,
  syncOrPresence,
  hostileLeave,
  genuineLeave,
  hostileLobby,
  hostileAuth,
  forgedTokenRequest,
  httpOddity,
  socketOddity,
  forgedHandshake,
  disconnectProbe,
  hostileQuickOrComputer,
  hostileRematch,
  openTablesOrWatch,
  computerGame,
  historyRead,
  liveOrInvite,
  watchOrUnwatch,
  ratingsRead,
  hostileReauth,
  hostileAbortOrClaim,
  opsRead,
};

/** The top-level keys of a JSON body, which a failure message would otherwise cut off. */
function topKeys(body: string | undefined): string {
  try {
    const value: unknown = JSON.parse(body ?? '');
    return typeof value === 'object' && value !== null ? `keys [${Object.keys(value).join(', ')}]` : '';
  } catch {
    return '';
  }
}
