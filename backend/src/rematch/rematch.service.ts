import { ConflictException, HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { GameState, RematchOffer } from '@tabletop/game-kit';
import { hasForfeited, normaliseCode } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { uniqueViolation } from '../database/pg-errors';
import { findGame } from '../games/registry';
import { CODE_ATTEMPTS } from '../lobby/fresh-code';
import { ALREADY_ACTIVE, newInviteCode } from '../lobby/lobby-rules';
import { MESSAGES } from '../match/authority';
import { toGameState, type StoredGame } from '../match/game-state';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, type MatchTransport, type PresenceAnnouncer } from '../match/ports';
import { ComputerPlayers } from '../computer/computer-players.service';
import { broadcastChange } from '../match/state-views';
import { GAME_COLUMNS } from '../match/typeorm-match-store';
import { REMATCH_NOTICES, type RematchNotices } from './ports';
import { rematchOffer, rematchPlayers, rematchStanding, type RematchSeat } from './rematch-rules';

export const REMATCH_MESSAGES = {
  notOver: 'The game is not over',
  stillPlaying: 'The game is still on: leave or forfeit it first',
  started: 'The rematch has already started',
  left: 'You left this game',
  tooFew: 'Too few players are left for a rematch',
  noOffer: 'There is no rematch offer to decline',
  playerBusy: 'A player has started another game',
} as const;

/** The finished game and its seats, locked, as one rematch decision reads them. */
interface Table {
  game: StoredGame & { rematch_id: number | null; rematch_code: string | null };
  seats: (RematchSeat & { active: boolean; activeElsewhere: boolean })[];
  minPlayers: number;
}

/** What a change did, told to the seats once its transaction has committed. */
interface Outcome {
  table: Table;
  offer: RematchOffer;
  event?: RematchOffer['event'];
  started?: StoredGame;
  refusal?: HttpException;
}

/**
 * A finished game's end: each seat puts it away (`New game`) or asks for a rematch with the same players. Everything
 * lives in PostgreSQL (a seat's `rematch` and `dismissed`, the game's `rematch_id`), so any instance answers; the seats
 * hear each change through their own rooms, which span the instances.
 */
@Injectable()
export class RematchService {
  constructor(
    private readonly db: DataSource,
    @Inject(MATCH_TRANSPORT) private readonly transport: MatchTransport,
    @Inject(REMATCH_NOTICES) private readonly notices: RematchNotices,
    @Inject(PRESENCE_ANNOUNCER) private readonly presence: PresenceAnnouncer,
    private readonly computers: ComputerPlayers,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async offer(user: AuthUser, code: string): Promise<RematchOffer> {
    const table = await this.read(this.db.manager, user.id, code, false);
    if (table.game.status !== 'over') throw new ConflictException(REMATCH_MESSAGES.notOver);
    return offerOf(table);
  }

  /** The caller says yes; the last yes needed starts the rematch at once and moves every player to it. */
  async accept(user: AuthUser, code: string): Promise<RematchOffer & { state?: GameState }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await this.db.transaction((em) => this.acceptIn(em, user, code));
        this.tell(outcome);
        if (outcome.refusal) throw outcome.refusal;
        if (!outcome.started) return outcome.offer;
        return { ...outcome.offer, state: this.start(outcome.started, user.id) };
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'games_live_code_key' && attempt < CODE_ATTEMPTS) continue;
        if (constraint === 'game_players_one_active_key') throw new ConflictException(REMATCH_MESSAGES.playerBusy);
        throw error;
      }
    }
  }

  /** The caller says no: the offer is withdrawn for everyone (anyone may ask again). */
  async decline(user: AuthUser, code: string): Promise<RematchOffer> {
    const outcome = await this.db.transaction(async (em) => {
      const table = await this.finished(em, user.id, code);
      if (!table.seats.some((seat) => seat.accepted)) throw new ConflictException(REMATCH_MESSAGES.noOffer);
      await em.query('UPDATE game_players SET rematch = false WHERE game_id = $1', [table.game.id]);
      return changed(table, user.id, 'declined', () => ({}));
    });
    this.tell(outcome);
    return outcome.offer;
  }

  /**
   * `New game`: the caller puts the game away, so it is no longer their current game; an open rematch offer is
   * withdrawn (leaving cancels it). Idempotent. A game still running for the caller must be left or forfeited first.
   */
  async dismiss(user: AuthUser, code: string): Promise<void> {
    const outcome = await this.db.transaction(async (em) => {
      const table = await this.read(em, user.id, code, true);
      const mine = seatOf(table, user.id);
      if (mine.active) throw new ConflictException(REMATCH_MESSAGES.stillPlaying);
      if (mine.dismissed) return null;
      await em.query('UPDATE game_players SET dismissed = true WHERE game_id = $1 AND user_id = $2', [
        table.game.id,
        user.id,
      ]);
      const offerOpen = table.seats.some((seat) => seat.accepted);
      if (offerOpen) await em.query('UPDATE game_players SET rematch = false WHERE game_id = $1', [table.game.id]);
      if (table.game.status !== 'over' || table.game.rematch_id !== null) return null;
      return changed(table, user.id, 'left', (seat) => (seat.player.id === user.id ? { dismissed: true } : {}));
    });
    if (outcome) this.tell(outcome);
  }

  private async acceptIn(em: EntityManager, user: AuthUser, code: string): Promise<Outcome> {
    const table = await this.finished(em, user.id, code);
    const mine = seatOf(table, user.id);
    if (mine.activeElsewhere) throw new ConflictException(ALREADY_ACTIVE);
    const busy = table.seats.find((seat) => seat.activeElsewhere && !seat.dismissed);
    if (busy) {
      // Starting another game is leaving this one: the offer is off, and that player is no longer awaited.
      await em.query('UPDATE game_players SET rematch = false WHERE game_id = $1', [table.game.id]);
      await em.query('UPDATE game_players SET dismissed = true WHERE game_id = $1 AND user_id = $2', [
        table.game.id,
        busy.player.id,
      ]);
      const left = changed(table, busy.player.id, 'left', (seat) => (seat === busy ? { dismissed: true } : {}));
      return { ...left, refusal: new ConflictException(REMATCH_MESSAGES.playerBusy) };
    }
    if (rematchStanding(table.seats, table.minPlayers).status === 'closed')
      throw new ConflictException(REMATCH_MESSAGES.tooFew);
    if (mine.accepted) return { table, offer: offerOf(table) };
    await em.query('UPDATE game_players SET rematch = true WHERE game_id = $1 AND user_id = $2', [
      table.game.id,
      user.id,
    ]);
    const accepted = changed(table, user.id, 'accepted', (seat) => (seat === mine ? { accepted: true } : {}));
    if (!rematchStanding(accepted.table.seats, table.minPlayers).ready) return accepted;
    const started = await this.createRematch(em, accepted.table);
    const next = { ...table, game: { ...table.game, rematch_id: started.id, rematch_code: started.code } };
    return { table: next, offer: offerOf(next), event: { kind: 'started', by: user.id }, started };
  }

  /** The new game, started, with the players seated in their new order; the finished game points to it. */
  private async createRematch(em: EntityManager, table: Table): Promise<StoredGame> {
    const rules = findGame(table.game.game)!.definition;
    const players = rematchPlayers(table.seats);
    const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
    const match = rules.setup(players, seed);
    const [game] = await em.query<StoredGame[]>(
      `WITH game AS (
         INSERT INTO games (code, game, status, match, version, seed) VALUES ($1, $2, 'playing', $3, 0, $4)
         RETURNING id, code, game, status, match, version, seed
       ), seats AS (
         INSERT INTO game_players (game_id, user_id, seat, computer_level)
         SELECT game.id, s.player, s.seat - 1,
                (SELECT computer_level FROM game_players WHERE game_id = $6 AND user_id = s.player)
           FROM game, unnest($5::int[]) WITH ORDINALITY AS s(player, seat)
       ), previous AS (
         UPDATE games SET rematch_id = (SELECT id FROM game) WHERE id = $6
       )
       SELECT * FROM game`,
      [newInviteCode(), table.game.game, JSON.stringify(match), seed, players.map((p) => p.id), table.game.id],
    );
    return game;
  }

  /** Moves every player to the rematch: into its rooms, each sent their view; answers the caller's view. */
  private start(game: StoredGame, callerId: number): GameState {
    const rules = findGame(game.game)?.definition;
    for (const entry of game.match.score) this.transport.joinRoom(entry.player.id, game.id);
    const state = toGameState(game);
    const sent = broadcastChange(this.transport, rules, game.id, 'startGame', { state }, callerId);
    void this.presence.announce(game.id, game.code);
    // The rotation may give the first move to a computer seat.
    void this.computers.afterCommit({ gameId: game.id, state });
    return sent.state;
  }

  private tell({ table, offer, event }: Outcome): void {
    if (!event) return;
    this.notices.tellRematch(
      table.seats.map((seat) => seat.player.id),
      { ...offer, event },
    );
  }

  /** The caller's finished game with that code, locked; refused as the rematch endpoints say. */
  private async finished(em: EntityManager, userId: number, code: string): Promise<Table> {
    const table = await this.read(em, userId, code, true);
    if (table.game.status !== 'over') throw new ConflictException(REMATCH_MESSAGES.notOver);
    if (table.game.rematch_id !== null) throw new ConflictException(REMATCH_MESSAGES.started);
    if (seatOf(table, userId).dismissed) throw new ConflictException(REMATCH_MESSAGES.left);
    return table;
  }

  /** The newest game with that code in which the caller is seated, with its seats (locked when `lock`). */
  private async read(em: EntityManager, userId: number, code: string, lock: boolean): Promise<Table> {
    const [game] = await em.query<Table['game'][]>(
      `SELECT ${GAME_COLUMNS}, g.rematch_id, (SELECT r.code FROM games r WHERE r.id = g.rematch_id) AS rematch_code
         FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF g' : ''}`,
      [normaliseCode(code), userId],
    );
    const rules = game && findGame(game.game)?.definition;
    if (!game || !rules) throw new NotFoundException(MESSAGES.unknownGame);
    const rows = await em.query<
      {
        id: number;
        name: string;
        dismissed: boolean;
        rematch: boolean;
        active: boolean;
        elsewhere: boolean;
        computer: boolean;
      }[]
    >(
      `SELECT u.id, u.name, p.dismissed, p.rematch, p.active, p.computer_level IS NOT NULL AS computer,
              EXISTS (SELECT 1 FROM game_players a WHERE a.user_id = p.user_id AND a.active AND a.game_id <> p.game_id)
                AS elsewhere
         FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = $1 ORDER BY p.seat`,
      [game.id],
    );
    const seats = rows.map((row) => ({
      player: { id: row.id, name: row.name },
      forfeited: hasForfeited(game.match, row.id),
      dismissed: row.dismissed,
      accepted: row.rematch,
      computer: row.computer,
      active: row.active,
      activeElsewhere: row.elsewhere,
    }));
    return { game, seats, minPlayers: rules.players[0] };
  }
}

function seatOf(table: Table, userId: number): Table['seats'][number] {
  const seat = table.seats.find((candidate) => candidate.player.id === userId);
  if (!seat) throw new NotFoundException(MESSAGES.unknownGame);
  return seat;
}

function offerOf(table: Table): RematchOffer {
  return rematchOffer(table.game.code, table.seats, table.minPlayers, table.game.rematch_code);
}

/** The table after a change to some seats, and the offer and event the seats are told. */
function changed(
  table: Table,
  by: number,
  kind: 'accepted' | 'declined' | 'left',
  change: (seat: Table['seats'][number]) => Partial<RematchSeat>,
): Outcome {
  const reset = kind !== 'accepted';
  const seats = table.seats.map((seat) => ({ ...seat, ...(reset ? { accepted: false } : {}), ...change(seat) }));
  const next = { ...table, seats };
  return { table: next, offer: offerOf(next), event: { kind, by } };
}
