import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { displayName, type OpenTable, type OpenTables } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { findGame } from '../games/registry';
import { SocketTransport } from '../realtime/socket-transport';

/** The most tables a list carries: the oldest, which quick match fills first. */
export const OPEN_TABLES_LIMIT = 50;

interface TableRow {
  game: string;
  code: string;
  host: string | null;
  seated: number;
  age: number;
}

/**
 * The open tables: listed games waiting for players. Every change to one (create, join, leave, start, on any instance)
 * pushes the whole list to the connections watching it, through the Socket.IO adapter; the list is short (a page of
 * the oldest), so pushing it whole spares the clients any merge.
 */
@Injectable()
export class OpenTablesService implements OnModuleDestroy {
  private readonly logger = new Logger(OpenTablesService.name);
  private pushing: Promise<void> | null = null;
  private pushAgain = false;
  private closing = false;

  constructor(
    private readonly db: DataSource,
    private readonly transport: SocketTransport,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.pushing;
  }

  /**
   * Numbers the list, then reads it, in two statements: the read's snapshot is taken after the number, so a list with a
   * higher revision holds every change committed before the lower one was drawn (each change pushes after its commit).
   */
  async list(): Promise<OpenTables> {
    const [{ revision }] = await this.db.query<{ revision: string }[]>(
      `SELECT nextval('open_tables_revision') AS revision`,
    );
    const rows = await this.db.query<TableRow[]>(
      `SELECT g.game, g.code, floor(extract(epoch FROM now() - g.created_at))::int AS age,
              (SELECT count(*) FROM game_players p WHERE p.game_id = g.id)::int AS seated,
              (SELECT u.name FROM game_players p JOIN users u ON u.id = p.user_id
                WHERE p.game_id = g.id ORDER BY p.seat LIMIT 1) AS host
         FROM games g WHERE g.listed AND g.status = 'waiting'
        ORDER BY g.created_at, g.id LIMIT ${OPEN_TABLES_LIMIT}`,
    );
    return { revision: Number(revision), tables: rows.flatMap(toOpenTable) };
  }

  /**
   * A listed game changed: the watchers get the new list. Changes while a push is under way are gathered into one more
   * push after it, so a burst of joins costs this instance two reads, not one each.
   */
  changed(): void {
    if (this.closing) return;
    if (this.pushing) {
      this.pushAgain = true;
      return;
    }
    this.pushing = this.push().finally(() => (this.pushing = null));
  }

  private async push(): Promise<void> {
    do {
      this.pushAgain = false;
      try {
        this.transport.sendTables(await this.list());
      } catch (error) {
        // The next change pushes again; a watcher that reconnects fetches the list afresh.
        if (!this.closing) this.logger.warn(`Could not push the open tables: ${String(error)}`);
      }
    } while (this.pushAgain && !this.closing);
  }
}

function toOpenTable(row: TableRow): OpenTable[] {
  const rules = findGame(row.game)?.definition;
  if (!rules || row.host === null) return [];
  return [
    {
      game: row.game,
      code: row.code,
      host: displayName(row.host),
      seated: row.seated,
      seats: rules.players[1],
      ageSeconds: Math.max(0, row.age),
    },
  ];
}
