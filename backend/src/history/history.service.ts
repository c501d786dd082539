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
  type MoveEntry,
  type MovesPage,
  type Player,
  type Replay,
} from '@tabletop/game-kit';
import { LRUCache } from 'lru-cache';
import { findGame } from '../games/registry';
import { historyPage } from './history-rows';
import { HISTORY_STORE, type HistoryStore, type StoredRecordGame } from './history-store';
import { runInSlices } from './in-slices';
import { KeptMoves } from './kept-moves';
import { mayReadMoves, maySee, replayRefusal, UNKNOWN_GAME } from './record-access';
import { playerLookup, publicReplaySteps } from './replay-view';

export interface PageQuery {
  game?: string;
  before?: number;
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/**
 * Finished games never change, so a built replay is kept for the next viewer, with its JSON, and viewers who ask
 * while it is being built wait for that one build. Each instance keeps its own: a cache, not shared state. About
 * 60 kB each.
 */
const KEPT_REPLAYS = 64;

/** A built replay, its JSON, and whether its game was public: with its seats, who may see it (record-access.ts). */
interface KeptReplay {
  replay: Replay;
  json: string;
  listed: boolean;
}

/**
 * The move lists last answered, as JSON, by game, version and starting point: viewers opening the same game at the
 * same moment are answered the text made for the first. At most this many characters in all.
 */
const KEPT_MOVE_PAGES_CHARS = 4_000_000;

/** My games, a player's games, replays and move lists: read from the store, rebuilt by each game's own rules. */
@Injectable()
export class HistoryService {
  private readonly logger = new Logger('History');
  private readonly replays = new LRUCache<number, Promise<KeptReplay>>({ max: KEPT_REPLAYS });
  private readonly written = new KeptMoves();
  private readonly movePages = new LRUCache<string, string>({
    maxSize: KEPT_MOVE_PAGES_CHARS,
    sizeCalculation: (json) => Math.max(1, json.length),
  });

  constructor(@Inject(HISTORY_STORE) private readonly store: HistoryStore) {}

  /** The caller's started games, newest first. */
  history(userId: number, query: PageQuery): Promise<HistoryPage> {
    return this.page(userId, userId, query);
  }

  /** Any person's started games that the caller may see; a guest's only to themselves. */
  async playerGames(callerId: number, name: string, query: PageQuery): Promise<HistoryPage> {
    const player = await this.store.findPlayerByName(name);
    if (!player || player.kind === 'computer') throw new NotFoundException('Unknown player');
    if (player.kind === 'guest' && player.id !== callerId) throw new ForbiddenException("A guest's games are private");
    return this.page(player.id, callerId, query);
  }

  /** A finished game the caller may see, as every spectator could see it, position by position. */
  async replay(viewerId: number, id: number): Promise<Replay> {
    return (await this.visibleReplay(viewerId, id)).replay;
  }

  /** replay's answer as JSON, made once per built replay. */
  async replayJson(viewerId: number, id: number): Promise<string> {
    return (await this.visibleReplay(viewerId, id)).json;
  }

  private async visibleReplay(viewerId: number, id: number): Promise<KeptReplay> {
    const kept = this.replays.get(id);
    if (kept) {
      const built = await kept;
      if (!maySee({ listed: built.listed, players: built.replay.players }, viewerId))
        throw new NotFoundException(UNKNOWN_GAME);
      return built;
    }
    const game = await this.store.findGame(id);
    const refusal = replayRefusal(game && { ...game, dealt: game.match.score.length }, viewerId);
    if (refusal?.status === 404) throw new NotFoundException(refusal.message);
    if (refusal) throw new ConflictException(refusal.message);
    return this.keptReplay(game!);
  }

  /**
   * The moves after `after` of the caller's game with that code, or of the game under that code they may follow
   * (record-access.ts mayReadMoves): as they were written at each commit, and kept, so a call reads at most the moves
   * written since the last.
   */
  async moves(viewerId: number, code: string, after: number): Promise<MovesPage> {
    return this.movesOf(await this.followedGame(viewerId, code), after);
  }

  /** moves' answer as JSON; the same moves of the same game at the same version are made into JSON once. */
  async movesJson(viewerId: number, code: string, after: number): Promise<string> {
    const game = await this.followedGame(viewerId, code);
    const key = `${game.id} ${game.version} ${after}`;
    const kept = this.movePages.get(key);
    if (kept !== undefined) return kept;
    const json = JSON.stringify(await this.movesOf(game, after));
    this.movePages.set(key, json);
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
    if (!written) return { gameId: game.id, moves: await this.rebuiltMovesAfter(game, after) };
    const playerOf = playerLookup(dealtTo(game), game.players);
    return {
      gameId: game.id,
      moves: written.map((move) => ({ version: move.version, player: playerOf(move.playerId), text: move.text })),
    };
  }

  /** Moves logged before their texts were kept: rebuilt by the rules (kept with the replay once the game is over). */
  private async rebuiltMovesAfter(game: StoredRecordGame, after: number): Promise<MoveEntry[]> {
    const { moves } = game.status === 'over' ? (await this.keptReplay(game)).replay : await this.rebuild(game);
    return moves.filter((move) => move.version > after);
  }

  private keptReplay(game: StoredRecordGame): Promise<KeptReplay> {
    const kept = this.replays.get(game.id);
    if (kept) return kept;
    const building = this.buildReplay(game);
    this.replays.set(game.id, building);
    // A failed build is not kept: the next viewer tries again.
    building.catch(() => {
      if (this.replays.get(game.id) === building) this.replays.delete(game.id);
    });
    return building;
  }

  private async buildReplay(game: StoredRecordGame): Promise<KeptReplay> {
    const rebuilt = await this.rebuild(game);
    const outcome = matchOutcome(game.match);
    const seated = (player: Player) => game.players.find((seat) => seat.id === player.id) ?? player;
    const replay: Replay = {
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
    return { replay, json: JSON.stringify(replay), listed: game.listed };
  }

  /** The game rebuilt by its rules a slice at a time, so a long game does not hold up every other request. */
  private async rebuild(game: StoredRecordGame) {
    const steps = publicReplaySteps(this.rulesOf(game), await this.recordOf(game), game.code, game.players);
    const rebuilt = await runInSlices(steps);
    if (!rebuilt.ok) throw this.unreplayable(game, rebuilt.problem);
    return rebuilt;
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

  private rulesOf(game: StoredRecordGame): GameDefinition {
    const rules = findGame(game.game)?.definition as GameDefinition | undefined;
    if (!rules) throw this.unreplayable(game, `unknown game ${game.game}`);
    return rules;
  }

  /** What the game was dealt to (the score lists every seat as set up, like the audit reads it), seed and log. */
  private async recordOf(game: StoredRecordGame): Promise<GameRecord> {
    return { players: dealtTo(game), seed: game.seed, log: await this.store.findLog(game.id) };
  }

  /** A stored game its own rules refuse to rebuild: a fault of ours, logged, never shown half-made. */
  private unreplayable(game: StoredRecordGame, problem: string): InternalServerErrorException {
    this.logger.error(`Game ${game.id} cannot be replayed: ${problem}`);
    return new InternalServerErrorException('The game cannot be replayed');
  }
}

const dealtTo = (game: StoredRecordGame): Player[] => game.match.score.map((entry) => entry.player);
