import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { displayName } from '@tabletop/game-kit';
import type { OpenTable, OpenTables } from '@tabletop/protocol';
import { findGame } from '../games/registry';
import { LOBBY_ROOMS, LOBBY_STORE, type LobbyRooms, type LobbyStore, type OpenTableListing } from './ports';

/** The most tables a list carries: the oldest, which quick match fills first. */
export const OPEN_TABLES_LIMIT = 50;

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
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    @Inject(LOBBY_ROOMS) private readonly rooms: LobbyRooms,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.pushing;
  }

  /** Numbered: a list with a higher revision holds every change committed before the lower one was drawn. */
  async list(): Promise<OpenTables> {
    const { revision, rows } = await this.store.openTables(OPEN_TABLES_LIMIT);
    return { revision, tables: rows.flatMap(toOpenTable) };
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
        this.rooms.sendTables(await this.list());
      } catch (error) {
        // The next change pushes again; a watcher that reconnects fetches the list afresh.
        if (!this.closing) this.logger.warn(`Could not push the open tables: ${String(error)}`);
      }
    } while (this.pushAgain && !this.closing);
  }
}

function toOpenTable(row: OpenTableListing): OpenTable[] {
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
