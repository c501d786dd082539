import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { MovesPage } from '@tabletop/protocol';
import { LRUCache } from 'lru-cache';
import { HISTORY_STORE, type HistoryStore, type StoredRecordGame } from './history-store';
import { KeptMoves } from './kept-moves';
import { mayReadMoves, UNKNOWN_GAME } from './record-access';
import { playerLookup } from './replay-view';
import { dealtTo, ReplayService } from './replay.service';

/**
 * The move lists last answered, as JSON, by game, version and starting point: viewers opening the same game at the
 * same moment are answered the text made for the first. At most this many characters in all.
 */
const KEPT_MOVE_PAGES_CHARS = 4_000_000;

/**
 * A game's move list by its code: as each move was written at its commit, so a call reads at most the moves written
 * since the last, and never rebuilds the game with its rules (but for moves logged before texts were kept).
 */
@Injectable()
export class MoveListService {
  private readonly written = new KeptMoves();
  private readonly pages = new LRUCache<string, string>({
    maxSize: KEPT_MOVE_PAGES_CHARS,
    sizeCalculation: (json) => Math.max(1, json.length),
  });

  constructor(
    @Inject(HISTORY_STORE) private readonly store: HistoryStore,
    private readonly replays: ReplayService,
  ) {}

  /**
   * The moves after `after` of the caller's game with that code, or of the game under that code they may follow
   * (record-access.ts mayReadMoves).
   */
  async moves(viewerId: number, code: string, after: number): Promise<MovesPage> {
    return this.movesOf(await this.followedGame(viewerId, code), after);
  }

  /** moves' answer as JSON; the same moves of the same game at the same version are made into JSON once. */
  async movesJson(viewerId: number, code: string, after: number): Promise<string> {
    const game = await this.followedGame(viewerId, code);
    const key = `${game.id} ${game.version} ${after}`;
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(await this.movesOf(game, after));
    this.pages.set(key, json);
    return json;
  }

  private async followedGame(viewerId: number, code: string): Promise<StoredRecordGame> {
    const game = await this.store.findGameByCode(code, viewerId);
    if (!game || !mayReadMoves(game, viewerId)) throw new NotFoundException(UNKNOWN_GAME);
    return game;
  }

  private async movesOf(game: StoredRecordGame, after: number): Promise<MovesPage> {
    if (game.status === 'waiting' || after >= game.version) return { gameId: game.id, moves: [] };
    const written = await this.written.after(game.id, after, game.version, (from) =>
      this.store.findMoves(game.id, from),
    );
    if (!written) {
      const rebuilt = await this.replays.rebuiltMoves(game);
      return { gameId: game.id, moves: rebuilt.filter((move) => move.version > after) };
    }
    const playerOf = playerLookup(dealtTo(game), game.players);
    return {
      gameId: game.id,
      moves: written.map((move) => ({ version: move.version, player: playerOf(move.playerId), text: move.text })),
    };
  }
}
