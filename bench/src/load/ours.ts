/**
 * Our server's side of the load: guests over HTTP, one game per table created by seat 0 and joined by seat 1
 * (as the lobby does), two Socket.IO clients per table sending `action` and receiving each action's change as a
 * `state-patch` (asked for at the handshake, as the shell does; the mover's own comes with its acknowledgement), a new
 * game when one ends.
 */
import type { ClockSetting, GameState } from '@tabletop/game-kit';
import {
  applyStatePatch,
  type ActionAck,
  type ClientToServerEvents,
  type GameStatePatch,
  type ServerToClientEvents,
  type SyncAck,
} from '@tabletop/protocol';
import { game as rules, type TttState } from '@tabletop/super-tic-tac-toe/rules';
import type { Socket } from 'socket.io-client';
import { pick } from '../random';
import type { Conductor } from './conductor';
import type { Driver } from './driver';
import { getJson, postJson } from './http';
import { inPool } from './pool';
import type { Recorder } from './recorder';
import { loadSocket, nextStart, SETUP_CONCURRENCY } from './setup';
import { ACK_WITH_PATCH, countStateFrames } from './wire';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type TttGameState = GameState<TttState>;

const GAME = 'super_tic_tac_toe';
/** A new game that could not be set up is tried again after this, as a person would press the button again. */
const RETRY_NEW_GAME_MS = 2000;

interface Player {
  /** The instance this player talks to, over HTTP and its socket. */
  baseUrl: string;
  id: number;
  jwt: string;
  socket: ClientSocket;
  /** The state this client holds, which patches move on. */
  held?: TttGameState;
}

interface Table {
  index: number;
  players: [Player, Player];
  code: string;
  restarting: boolean;
}

const bearer = (player: Player) => ({ authorization: `Bearer ${player.jwt}` });

export class OursDriver implements Driver {
  private readonly tables: Table[] = [];
  private actionIds = 0;
  private closed = false;

  /** `seatUrls[i]`: the instance seat i's player uses (two instances: players of one game on different ones). */
  constructor(
    private readonly seatUrls: readonly [string, string],
    private readonly recorder: Recorder,
    private readonly conductor: Conductor,
    private readonly random: () => number,
    /** Every game is created with this clock; none when absent. */
    private readonly clock?: ClockSetting,
  ) {}

  async seat(total: number): Promise<void> {
    const first = this.tables.length;
    await inPool(total - first, SETUP_CONCURRENCY, async (offset) => {
      const index = first + offset;
      const players = (await Promise.all(this.seatUrls.map((url) => this.player(url)))) as [Player, Player];
      const table: Table = { index, players, code: '', restarting: false };
      this.tables[index] = table;
      const started = Promise.all(players.map((player) => nextStart(player.socket)));
      for (const player of players) this.listen(table, player);
      await this.newGame(table);
      await started;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const table of this.tables) for (const player of table?.players ?? []) player.socket.close();
  }

  private async player(baseUrl: string): Promise<Player> {
    const { id, jwt } = await postJson<{ id: number; jwt: string }>(`${baseUrl}/api/auth/guest`, {});
    const socket = loadSocket(baseUrl, { token: jwt, patches: true });
    countStateFrames(socket, ['2["emit-state",', '2["state-patch",', ACK_WITH_PATCH], this.recorder);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { baseUrl, id, jwt, socket: socket as ClientSocket };
  }

  /** Seat 0 creates a game, seat 1 joins it by its code; both then receive startGame. */
  private async newGame(table: Table): Promise<void> {
    const [creator, joiner] = table.players;
    const body = this.clock ? { game: GAME, clock: this.clock } : { game: GAME };
    const created = await postJson<GameState>(`${creator.baseUrl}/api/game/create`, body, bearer(creator));
    table.code = created.code;
    await postJson(`${joiner.baseUrl}/api/game/join`, { game: GAME, code: created.code }, bearer(joiner));
  }

  /**
   * After a failed try: each player leaves the game the server holds them in, if it is not over (a create or join
   * whose answer was lost may have happened), so the new game's create and join are not refused as a second active game.
   */
  private async leaveCurrent(table: Table): Promise<void> {
    table.code = '';
    for (const player of table.players) {
      const current = await getJson<GameState>(`${player.baseUrl}/api/game/current-state`, bearer(player));
      if (current && !current.gameOver)
        await postJson(`${player.baseUrl}/api/game/leave`, { code: current.code }, bearer(player));
    }
  }

  private listen(table: Table, player: Player): void {
    const onState = (state: GameState) => this.onState(table, player, state as TttGameState);
    player.socket.on('startGame', onState);
    player.socket.on('emit-state', onState);
    player.socket.on('state-patch', (patch) => this.onPatch(table, player, patch));
  }

  /** A patch to the state held moves it on; after a gap, a sync brings the full state (as the shell's catch-up). */
  private onPatch(table: Table, player: Player, { code, ...patch }: GameStatePatch): void {
    const held = player.held;
    if (held?.code === code && held.version === patch.from) {
      this.onState(table, player, applyStatePatch(held, patch) as TttGameState);
      return;
    }
    this.resync(table, player, code);
  }

  private resync(table: Table, player: Player, code: string): void {
    player.socket.emit('sync', { code }, (answer: SyncAck) => {
      if (answer.ok && 'state' in answer) this.onState(table, player, answer.state as TttGameState);
    });
  }

  private onState(table: Table, player: Player, state: TttGameState): void {
    if (state.code !== table.code) return;
    player.held = state;
    this.recorder.received(state.code, state.version, player.id);
    this.conductor.progressed(table.index);
    if (state.gameOver) {
      if (player === table.players[0] && !table.restarting) this.restart(table);
      return;
    }
    if (state.player?.id === player.id) this.conductor.turn(table.index, () => this.move(table, player, state));
  }

  /**
   * A new game at the table; one that fails is counted and tried again, so a moment of server trouble costs that
   * moment, not the table for the rest of the run (a table failing for longer still shows as a stalled game).
   */
  private restart(table: Table, retry = false): void {
    table.restarting = true;
    this.recorder.forget(table.code);
    (retry ? this.leaveCurrent(table) : Promise.resolve())
      .then(() => this.newGame(table))
      .then(() => (table.restarting = false))
      .catch((error: unknown) => {
        this.recorder.refused(`new game: ${String(error).slice(0, 120)}`);
        setTimeout(() => (this.closed ? undefined : this.restart(table, true)), RETRY_NEW_GAME_MS);
      });
  }

  private move(table: Table, player: Player, state: TttGameState): void {
    const action = pick(rules.legalActions(state, player.id), this.random);
    this.recorder.emitted(state.code, state.version + 1, player.id);
    const request = { code: state.code, version: state.version, action, id: `bench-${++this.actionIds}` };
    // The mover's own patch comes with the acknowledgement, as the shell gets it.
    player.socket.emit('action', request, (answer: ActionAck) => {
      if (answer.ok) {
        if (answer.patch) this.onPatch(table, player, { code: state.code, ...answer.patch });
        return;
      }
      // Counted; then on from the state the refusal carries, or a sync, as the shell goes on after a refusal.
      this.recorder.refused(`action: ${answer.error}`);
      if (answer.state) this.onState(table, player, answer.state as TttGameState);
      else this.resync(table, player, state.code);
    });
  }
}
