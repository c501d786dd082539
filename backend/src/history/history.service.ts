import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  matchOutcome,
  type GameDefinition,
  type GameRecord,
  type HistoryPage,
  type MovesPage,
  type Player,
  type Replay,
} from '@tabletop/game-kit';
import { LRUCache } from 'lru-cache';
import { findGame } from '../games/registry';
import { historyPage } from './history-rows';
import { HISTORY_STORE, type HistoryStore, type StoredRecordGame } from './history-store';
import { movesAfter, publicReplay } from './replay-view';

export interface PageQuery {
  game?: string;
  before?: number;
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/**
 * Finished games never change, so a built replay is kept for the next viewer: rebuilding one of 200 moves (the rules,
 * then a diff of public views per move) took 60–120 ms of this instance's CPU. Each instance keeps its own: a cache, not
 * shared state. About 60 kB each.
 */
const KEPT_REPLAYS = 64;

/** My games, a player's games, replays and move lists: read from the store, rebuilt by each game's own rules. */
@Injectable()
export class HistoryService {
  private readonly logger = new Logger('History');
  private readonly replays = new LRUCache<number, Replay>({ max: KEPT_REPLAYS });

  constructor(@Inject(HISTORY_STORE) private readonly store: HistoryStore) {}

  /** The caller's started games, newest first. */
  history(userId: number, query: PageQuery): Promise<HistoryPage> {
    return this.page(userId, query);
  }

  /** Any person's started games; a guest's only to themselves. */
  async playerGames(callerId: number, name: string, query: PageQuery): Promise<HistoryPage> {
    const player = await this.store.findPlayerByName(name);
    if (!player || player.kind === 'computer') throw new NotFoundException('Unknown player');
    if (player.kind === 'guest' && player.id !== callerId) throw new ForbiddenException("A guest's games are private");
    return this.page(player.id, query);
  }

  /** A finished game, as every spectator could see it, position by position. */
  async replay(id: number): Promise<Replay> {
    const kept = this.replays.get(id);
    if (kept) return kept;
    const built = await this.buildReplay(id);
    this.replays.set(id, built);
    return built;
  }

  private async buildReplay(id: number): Promise<Replay> {
    const game = await this.store.findGame(id);
    if (!game) throw new NotFoundException('Unknown game');
    if (game.status !== 'over') throw new ConflictException('The game is still running');
    const rules = this.rulesOf(game);
    const rebuilt = publicReplay(rules, await this.recordOf(game), game.code, game.players);
    if (!rebuilt.ok) throw this.unreplayable(game, rebuilt.problem);
    const outcome = matchOutcome(game.match);
    const seated = (player: Player) => game.players.find((seat) => seat.id === player.id) ?? player;
    return {
      id: game.id,
      game: game.game,
      code: game.code,
      players: game.players,
      result: {
        winners: (outcome?.winners ?? []).map(seated),
        draw: outcome?.draw ?? false,
        forfeited: (outcome?.forfeited ?? []).map(seated),
      },
      startedAt: game.createdAt.toISOString(),
      endedAt: game.updatedAt.toISOString(),
      start: rebuilt.start,
      patches: rebuilt.patches,
      moves: rebuilt.moves,
    };
  }

  /** The moves after `after` of the caller's game with that code, or of the running game they may watch. */
  async moves(userId: number, code: string, after: number): Promise<MovesPage> {
    const game = await this.store.findGameByCode(code, userId);
    if (!game) throw new NotFoundException('Unknown game');
    if (game.status === 'waiting' || after >= game.version) return { gameId: game.id, moves: [] };
    const listed = movesAfter(this.rulesOf(game), await this.recordOf(game), after, game.players);
    if (!listed.ok) throw this.unreplayable(game, listed.problem);
    return { gameId: game.id, moves: listed.moves };
  }

  private async page(userId: number, { game, before, limit = DEFAULT_PAGE_SIZE }: PageQuery): Promise<HistoryPage> {
    if (game !== undefined && !findGame(game)) throw new BadRequestException('Unknown game');
    const games = await this.store.findHistory({ userId, game, before, limit: limit + 1 });
    return historyPage(games, userId, limit);
  }

  private rulesOf(game: StoredRecordGame): GameDefinition {
    const rules = findGame(game.game)?.definition as GameDefinition | undefined;
    if (!rules) throw this.unreplayable(game, `unknown game ${game.game}`);
    return rules;
  }

  /** What the game was dealt to (the score lists every seat as set up, like the audit reads it), seed and log. */
  private async recordOf(game: StoredRecordGame): Promise<GameRecord> {
    const players = game.match.score.map((entry) => entry.player);
    return { players, seed: game.seed, log: await this.store.findLog(game.id) };
  }

  /** A stored game its own rules refuse to rebuild: a fault of ours, logged, never shown half-made. */
  private unreplayable(game: StoredRecordGame, problem: string): InternalServerErrorException {
    this.logger.error(`Game ${game.id} cannot be replayed: ${problem}`);
    return new InternalServerErrorException('The game cannot be replayed');
  }
}
