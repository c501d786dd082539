import { ConflictException, HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { hasForfeited } from '@tabletop/protocol';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { clockSettingOf, lobbyPace } from '../match/pace';
import { uniqueViolation } from '../database/pg-errors';
import { findGame } from '../games/registry';
import { CODE_ATTEMPTS } from '../lobby/fresh-code';
import { ALREADY_ACTIVE, newInviteCode } from '../lobby/lobby-rules';
import { MESSAGES } from '../match/authority';
import { toGameState, type StoredGame } from '../match/game-state';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, type MatchTransport, type PresenceAnnouncer } from '../match/ports';
import { ComputerPlayers } from '../computer/computer-players.service';
import { broadcastChange } from '../match/state-views';
import {
  REMATCH_NOTICES,
  REMATCH_STORE,
  type RematchGame,
  type RematchNotices,
  type RematchStore,
  type RematchTransaction,
} from './ports';
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
  game: RematchGame;
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
    @Inject(REMATCH_STORE) private readonly store: RematchStore,
    @Inject(MATCH_TRANSPORT) private readonly transport: MatchTransport,
    @Inject(REMATCH_NOTICES) private readonly notices: RematchNotices,
    @Inject(PRESENCE_ANNOUNCER) private readonly presence: PresenceAnnouncer,
    private readonly computers: ComputerPlayers,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async offer(user: AuthUser, code: string): Promise<RematchOffer> {
    const table = await this.store.reading((tx) => this.read(tx, user.id, code, false));
    if (table.game.status !== 'over') throw new ConflictException(REMATCH_MESSAGES.notOver);
    return offerOf(table);
  }

  /** The caller says yes; the last yes needed starts the rematch at once and moves every player to it. */
  async accept(user: AuthUser, code: string): Promise<RematchOffer & { state?: GameState }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await this.store.transaction((tx) => this.acceptIn(tx, user, code));
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
    const outcome = await this.store.transaction(async (tx) => {
      const table = await this.finished(tx, user.id, code);
      if (!table.seats.some((seat) => seat.accepted)) throw new ConflictException(REMATCH_MESSAGES.noOffer);
      await tx.withdrawOffer(table.game.id);
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
    const outcome = await this.store.transaction(async (tx) => {
      const table = await this.read(tx, user.id, code, true);
      const mine = seatOf(table, user.id);
      if (mine.active) throw new ConflictException(REMATCH_MESSAGES.stillPlaying);
      if (mine.dismissed) return null;
      await tx.dismiss(table.game.id, user.id);
      const offerOpen = table.seats.some((seat) => seat.accepted);
      if (offerOpen) await tx.withdrawOffer(table.game.id);
      if (table.game.status !== 'over' || table.game.rematch_id !== null) return null;
      return changed(table, user.id, 'left', (seat) => (seat.player.id === user.id ? { dismissed: true } : {}));
    });
    if (outcome) this.tell(outcome);
  }

  private async acceptIn(tx: RematchTransaction, user: AuthUser, code: string): Promise<Outcome> {
    const table = await this.finished(tx, user.id, code);
    const mine = seatOf(table, user.id);
    if (mine.activeElsewhere) throw new ConflictException(ALREADY_ACTIVE);
    const busy = table.seats.find((seat) => seat.activeElsewhere && !seat.dismissed);
    if (busy) {
      // Starting another game is leaving this one: the offer is off, and that player is no longer awaited.
      await tx.withdrawOffer(table.game.id);
      await tx.dismiss(table.game.id, busy.player.id);
      const left = changed(table, busy.player.id, 'left', (seat) => (seat === busy ? { dismissed: true } : {}));
      return { ...left, refusal: new ConflictException(REMATCH_MESSAGES.playerBusy) };
    }
    if (rematchStanding(table.seats, table.minPlayers).status === 'closed')
      throw new ConflictException(REMATCH_MESSAGES.tooFew);
    if (mine.accepted) return { table, offer: offerOf(table) };
    await tx.accept(table.game.id, user.id);
    const accepted = changed(table, user.id, 'accepted', (seat) => (seat === mine ? { accepted: true } : {}));
    if (!rematchStanding(accepted.table.seats, table.minPlayers).ready) return accepted;
    const started = await this.createRematch(tx, accepted.table);
    const next = { ...table, game: { ...table.game, rematch_id: started.id, rematch_code: started.code } };
    return { table: next, offer: offerOf(next), event: { kind: 'started', by: user.id }, started };
  }

  /** The new game, started, with the players seated in their new order; the finished game points to it. */
  private createRematch(tx: RematchTransaction, table: Table): Promise<StoredGame> {
    const rules = findGame(table.game.game)!.definition;
    const players = rematchPlayers(table.seats);
    const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
    const match = rules.setup(players, seed);
    const playerIds = players.map((p) => p.id);
    // The same clock as the game before, its own full time and first deadline.
    const pace = lobbyPace(clockSettingOf(table.game.clock), match, true, Date.now(), this.config.firstMoveTimeoutMs);
    const rematch = { code: newInviteCode(), url: table.game.game, match, seed, playerIds, pace };
    return tx.createRematch(table.game.id, rematch);
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
  private async finished(tx: RematchTransaction, userId: number, code: string): Promise<Table> {
    const table = await this.read(tx, userId, code, true);
    if (table.game.status !== 'over') throw new ConflictException(REMATCH_MESSAGES.notOver);
    if (table.game.rematch_id !== null) throw new ConflictException(REMATCH_MESSAGES.started);
    if (seatOf(table, userId).dismissed) throw new ConflictException(REMATCH_MESSAGES.left);
    return table;
  }

  /** The newest game with that code in which the caller is seated, with its seats (locked when `lock`). */
  private async read(tx: RematchTransaction, userId: number, code: string, lock: boolean): Promise<Table> {
    const found = await tx.read(userId, code, lock);
    const rules = found && findGame(found.game.game)?.definition;
    if (!found || !rules) throw new NotFoundException(MESSAGES.unknownGame);
    const { game, seats: rows } = found;
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
