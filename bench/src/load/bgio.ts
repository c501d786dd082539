/**
 * boardgame.io's side of the same load, with its own client: a match per table made through its lobby API, two
 * `Client`s with the SocketIO transport, moves through `client.moves.play`; the opponent has the new state when its
 * subscribe callback sees the new `_stateID`. Its client holds one match, so a new game means two new clients.
 */
import { game as rules, type TttAction } from '@tabletop/super-tic-tac-toe/rules';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Socket } from 'socket.io-client';
import { BGIO_GAME_NAME, playerIdOfSeat, sttt, type TttMatch } from '../bgio-game';
import { pick } from '../random';
import type { Conductor } from './conductor';
import type { Driver } from './driver';
import { postJson } from './http';
import { inPool } from './pool';
import type { Recorder } from './recorder';
import { SETUP_CONCURRENCY, SETUP_TIMEOUT_MS } from './setup';
import { countStateFrames } from './wire';

/** Socket.IO events that carry a new state: a full update, or a patch with deltaState. */
const STATE_FRAMES = [`2/${BGIO_GAME_NAME},["update",`, `2/${BGIO_GAME_NAME},["patch",`];

type BgioClient = ReturnType<typeof Client<TttMatch>>;

interface Seat {
  client: BgioClient;
  playerId: number;
  lastStateId: number;
  /** Whether this seat has seen the game over. */
  sawGameOver: boolean;
}

interface Table {
  index: number;
  matchID: string;
  seats: Seat[];
  restarting: boolean;
}

export class BgioDriver implements Driver {
  private readonly tables: Table[] = [];
  private readonly game = sttt(process.env.BGIO_DELTA_STATE === 'true');

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    private readonly conductor: Conductor,
    private readonly random: () => number,
  ) {}

  async seat(total: number): Promise<void> {
    const first = this.tables.length;
    await inPool(total - first, SETUP_CONCURRENCY, async (offset) => {
      const index = first + offset;
      const table: Table = { index, matchID: '', seats: [], restarting: false };
      this.tables[index] = table;
      await this.newMatch(table);
    });
  }

  async close(): Promise<void> {
    for (const table of this.tables) for (const seat of table?.seats ?? []) seat.client.stop();
  }

  /** A new match through the lobby API and two started clients, resolved when both have synced. */
  private async newMatch(table: Table): Promise<void> {
    const lobby = `${this.baseUrl}/games/${BGIO_GAME_NAME}`;
    const { matchID } = await postJson<{ matchID: string }>(`${lobby}/create`, { numPlayers: 2 });
    const credentials = await Promise.all(
      ['0', '1'].map((playerID) =>
        postJson<{ playerCredentials: string }>(`${lobby}/${matchID}/join`, { playerID, playerName: `p${playerID}` }),
      ),
    );
    for (const seat of table.seats) seat.client.stop();
    this.recorder.forget(table.matchID);
    table.matchID = matchID;
    const synced: Promise<void>[] = [];
    table.seats = ['0', '1'].map((playerID, seatIndex) => {
      const client = Client<TttMatch>({
        game: this.game,
        numPlayers: 2,
        matchID,
        playerID,
        credentials: credentials[seatIndex].playerCredentials,
        multiplayer: SocketIO({ server: this.baseUrl, socketOpts: { transports: ['websocket'], forceNew: true } }),
        debug: false,
      });
      const seat: Seat = { client, playerId: playerIdOfSeat(playerID), lastStateId: -1, sawGameOver: false };
      synced.push(
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('boardgame.io client did not sync')), SETUP_TIMEOUT_MS);
          client.subscribe((state) => {
            if (!state) return;
            clearTimeout(timer);
            resolve();
            this.onState(table, seat, state);
          });
        }),
      );
      client.start();
      const socket = (client as unknown as { transport: { socket: Socket } }).transport.socket;
      countStateFrames(socket, STATE_FRAMES, this.recorder);
      return seat;
    });
    await Promise.all(synced);
  }

  /**
   * A state is new when its _stateID is, or when it first shows the game over: the mover's client applies its move
   * at once (an optimistic update without the game's end, which only the server decides), and the server's update
   * then comes with the same _stateID. Missing it left the game over and never restarted (every game stalled).
   */
  private onState(table: Table, seat: Seat, state: NonNullable<ReturnType<BgioClient['getState']>>): void {
    const over = state.ctx.gameover !== undefined;
    const news = state._stateID !== seat.lastStateId || (over && !seat.sawGameOver);
    if (!news || table.seats.indexOf(seat) < 0) return;
    seat.lastStateId = state._stateID;
    seat.sawGameOver = over;
    this.recorder.received(table.matchID, state._stateID, seat.playerId);
    this.conductor.progressed(table.index);
    if (over) {
      if (seat === table.seats[0] && !table.restarting) this.restart(table);
      return;
    }
    const match = state.G;
    if (match.player?.id !== seat.playerId) return;
    const stateId = state._stateID;
    this.conductor.turn(table.index, () => {
      if (seat.lastStateId !== stateId) return;
      const action: TttAction = pick(rules.legalActions(match, seat.playerId), this.random);
      this.recorder.emitted(table.matchID, stateId + 1, seat.playerId);
      seat.client.moves.play(action);
    });
  }

  private restart(table: Table): void {
    table.restarting = true;
    this.newMatch(table)
      .catch((error: unknown) => this.recorder.refused(`new game: ${String(error)}`))
      .finally(() => (table.restarting = false));
  }
}
