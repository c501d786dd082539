import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { HistoryPage } from '@tabletop/protocol';
import { findGame } from '../games/registry';
import { historyPage } from './history-rows';
import { HISTORY_STORE, type HistoryStore } from './history-store';

export interface PageQuery {
  game?: string;
  before?: number;
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** My games and a player's games: pages of the started games read from the store. */
@Injectable()
export class HistoryService {
  constructor(@Inject(HISTORY_STORE) private readonly store: HistoryStore) {}

  /** The caller's started games, newest first. */
  history(userId: number, query: PageQuery): Promise<HistoryPage> {
    return this.page(userId, userId, query);
  }

  /** Any person's started games that the caller may see (record-access.ts maySee); a guest's only to themselves. */
  async playerGames(callerId: number, name: string, query: PageQuery): Promise<HistoryPage> {
    const player = await this.store.findPlayerByName(name);
    if (!player || player.kind === 'computer') throw new NotFoundException('Unknown player');
    if (player.kind === 'guest' && player.id !== callerId) throw new ForbiddenException("A guest's games are private");
    return this.page(player.id, callerId, query);
  }

  private async page(
    userId: number,
    viewerId: number,
    { game, before, limit = DEFAULT_PAGE_SIZE }: PageQuery,
  ): Promise<HistoryPage> {
    if (game !== undefined && !findGame(game)) throw new BadRequestException('Unknown game');
    const games = await this.store.findHistory({ userId, viewerId, game, before, limit: limit + 1 });
    return historyPage(games, userId, limit);
  }
}
