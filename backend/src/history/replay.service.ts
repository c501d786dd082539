import {
  ConflictException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { GameDefinition, MoveEntry, Player } from '@tabletop/game-kit';
import { matchOutcome, type GameRecord, type Replay } from '@tabletop/protocol';
import { LRUCache } from 'lru-cache';
import { findGame } from '../games/registry';
import { HISTORY_STORE, type HistoryStore, type StoredRecordGame } from './history-store';
import { runInSlices } from './in-slices';
import { maySee, replayRefusal, UNKNOWN_GAME } from './record-access';
import { publicReplaySteps } from './replay-view';

/**
 * Finished games never change, so a built replay is kept for the next viewer as the JSON it is answered with, and
 * viewers who ask while it is being built wait for that one build. Each instance keeps its own: a cache, not shared
 * state, of a bounded number of replays.
 */
const KEPT_REPLAYS = 64;

/** A built replay's JSON, and who may see it (record-access.ts): whether its game was public, and its seats. */
interface KeptReplay {
  json: string;
  listed: boolean;
  players: Player[];
}

/** Replays of finished games, rebuilt from their seed and log by each game's own rules, for whoever may see them. */
@Injectable()
export class ReplayService {
  private readonly logger = new Logger('History');
  private readonly replays = new LRUCache<number, Promise<KeptReplay>>({ max: KEPT_REPLAYS });

  constructor(@Inject(HISTORY_STORE) private readonly store: HistoryStore) {}

  /** A finished game the caller may see, as every spectator could see it, position by position: a Replay's JSON. */
  async replayJson(viewerId: number, id: number): Promise<string> {
    const kept = this.replays.get(id);
    if (kept) {
      const built = await kept;
      if (!maySee(built, viewerId)) throw new NotFoundException(UNKNOWN_GAME);
      return built.json;
    }
    const game = await this.store.findGame(id);
    const refusal = replayRefusal(game && { ...game, dealt: dealtTo(game).length }, viewerId);
    if (refusal?.status === 404) throw new NotFoundException(refusal.message);
    if (refusal) throw new ConflictException(refusal.message);
    return (await this.keptReplay(game!)).json;
  }

  /**
   * The moves of a game logged before their texts were kept, rebuilt by its rules: once a game is over, kept with its
   * replay.
   */
  async rebuiltMoves(game: StoredRecordGame): Promise<MoveEntry[]> {
    if (game.status === 'over') return (JSON.parse((await this.keptReplay(game)).json) as Replay).moves;
    return (await this.rebuild(game)).moves;
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
    return { json: JSON.stringify(replay), listed: game.listed, players: game.players };
  }

  /** The game rebuilt by its rules a slice at a time, so a long game does not hold up every other request. */
  private async rebuild(game: StoredRecordGame) {
    const steps = publicReplaySteps(this.rulesOf(game), await this.recordOf(game), game.code, game.players);
    const rebuilt = await runInSlices(steps);
    if (!rebuilt.ok) throw this.unreplayable(game, rebuilt.problem);
    return rebuilt;
  }

  private rulesOf(game: StoredRecordGame): GameDefinition {
    const rules = findGame(game.game)?.definition as GameDefinition | undefined;
    if (!rules) throw this.unreplayable(game, `unknown game ${game.game}`);
    return rules;
  }

  /** What the game was dealt to, seed and log. */
  private async recordOf(game: StoredRecordGame): Promise<GameRecord> {
    return { players: dealtTo(game), seed: game.seed, log: await this.store.findLog(game.id) };
  }

  /** A stored game its own rules refuse to rebuild: a fault of ours, logged, never shown half-made. */
  private unreplayable(game: StoredRecordGame, problem: string): InternalServerErrorException {
    this.logger.error(`Game ${game.id} cannot be replayed: ${problem}`);
    return new InternalServerErrorException('The game cannot be replayed');
  }
}

/** The seats a game was dealt to, as set up: its score lists every one (the audit reads them so too). */
export const dealtTo = (game: Pick<StoredRecordGame, 'match'>): Player[] =>
  game.match.score.map((entry) => entry.player);
