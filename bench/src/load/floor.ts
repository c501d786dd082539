/**
 * The Socket.IO floor's side of the load (floor-server.ts): two Socket.IO clients per table, named in the handshake,
 * sending `action` as OursDriver does and receiving the opponent's as a `state-patch` (the mover's own comes with its
 * acknowledgement). No guests, no HTTP, a game that never ends: only what every action costs on the wire.
 */
import type { Socket } from 'socket.io-client';
import type { StatePatch } from '@tabletop/protocol';
import type { FloorAck, FloorSeat } from '../floor-table';
import type { Conductor } from './conductor';
import type { Driver } from './driver';
import { inPool } from './pool';
import type { Recorder } from './recorder';
import { loadSocket, nextStart, SETUP_CONCURRENCY } from './setup';
import { ACK_WITH_PATCH, countStateFrames } from './wire';

interface Player {
  /** Unique over the run, as a user id is: the recorder tells mover from opponent by it. */
  id: number;
  seat: FloorSeat;
  socket: Socket;
  /** The version this client holds. */
  version: number;
}

interface Table {
  index: number;
  code: string;
  players: [Player, Player];
}

export class FloorDriver implements Driver {
  private readonly tables: Table[] = [];
  private actionIds = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    private readonly conductor: Conductor,
  ) {}

  async seat(total: number): Promise<void> {
    const first = this.tables.length;
    await inPool(total - first, SETUP_CONCURRENCY, async (offset) => {
      const index = first + offset;
      const sockets = [0, 1].map((seat) => this.connect(index, seat as FloorSeat));
      const players = sockets.map((socket, seat) => ({ id: 2 * index + seat, seat, socket, version: 0 }));
      const table: Table = { index, code: '', players: players as [Player, Player] };
      this.tables[index] = table;
      const started = players.map((player) => nextStart<{ code: string }>(player.socket));
      for (const player of table.players) this.listen(table, player);
      const [{ code }] = await Promise.all(started);
      table.code = code;
      this.onVersion(table, table.players[0], 0);
    });
  }

  async close(): Promise<void> {
    for (const table of this.tables) for (const player of table?.players ?? []) player.socket.close();
  }

  private connect(index: number, seat: FloorSeat): Socket {
    const socket = loadSocket(this.baseUrl, { table: `table-${index}`, seat });
    countStateFrames(socket, ['2["state-patch",', ACK_WITH_PATCH], this.recorder);
    return socket;
  }

  private listen(table: Table, player: Player): void {
    player.socket.on('state-patch', ({ code, ...patch }: StatePatch & { code: string }) => {
      if (code === table.code && patch.from === player.version) this.onVersion(table, player, patch.version);
      else this.recorder.refused(`state-patch from ${patch.from} to a client at ${player.version}`);
    });
  }

  private onVersion(table: Table, player: Player, version: number): void {
    player.version = version;
    this.recorder.received(table.code, version, player.id);
    this.conductor.progressed(table.index);
    if (version % 2 === player.seat) this.conductor.turn(table.index, () => this.move(table, player));
  }

  private move(table: Table, player: Player): void {
    const version = player.version;
    this.recorder.emitted(table.code, version + 1, player.id);
    // A dummy action of a Super Tic-Tac-Toe action's size.
    const request = { code: table.code, version, action: { board: 4, cell: 4 }, id: `bench-${++this.actionIds}` };
    player.socket.emit('action', request, (answer: FloorAck) => {
      if (answer.ok) this.onVersion(table, player, answer.version);
      else this.recorder.refused(`action: ${answer.error}`);
    });
  }
}
