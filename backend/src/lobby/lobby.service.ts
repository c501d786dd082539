import { ConflictException, HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ClockSetting, GameDefinition, GameState, Match, Player } from '@tabletop/game-kit';
import { viewState } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { uniqueViolation } from '../database/pg-errors';
import { findGame } from '../games/registry';
import { toGameState, waitingMatch, type StoredGame } from '../match/game-state';
import { clockSettingOf, lobbyPace, type PaceWrite } from '../match/pace';
import { MatchAuthority, type AuthorityRefusal } from '../match/authority';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, type MatchTransport, type PresenceAnnouncer } from '../match/ports';
import { broadcastChange } from '../match/state-views';
import {
  ALREADY_ACTIVE,
  ALREADY_OVER,
  INACTIVE_CODE,
  decideJoin,
  decideLeave,
  decideStart,
  startsBySeating,
  type LobbyRefusal,
} from './lobby-rules';
import { withFreshCode } from './fresh-code';
import { OpenTablesService } from './open-tables.service';
import { LOBBY_STORE, type LiveLobbyGame, type LobbyGameRow, type LobbyStore, type LobbyTransaction } from './ports';

export type { LiveLobbyGame, LobbyGameRow } from './ports';

/** What a lobby change did, so the rooms hear about it once the transaction has committed. */
export interface LobbyChange {
  game: LobbyGameRow;
  event: 'startGame' | 'emit-state' | null;
}

export const LISTED_NEEDS_CLOCK = 'clock: a listed table always has a clock';

const refusal = (decision: LobbyRefusal) => new HttpException(decision.message, decision.status);

@Injectable()
export class LobbyService {
  constructor(
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    @Inject(MATCH_TRANSPORT) private readonly transport: MatchTransport,
    private readonly authority: MatchAuthority,
    @Inject(PRESENCE_ANNOUNCER) private readonly presence: PresenceAnnouncer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly tables: OpenTablesService,
  ) {}

  /**
   * `listed`: shown among the open tables while it waits (the creator ticked `List publicly`). `clock`: absent, the
   * game's default at a listed table and none at an unlisted one; null, none, which a listed table may not have.
   */
  async create(user: AuthUser, url: string, listed = false, clock?: ClockSetting | null): Promise<GameState> {
    const registered = findGame(url);
    if (!registered) throw new HttpException('Unknown game', 400);
    const rules = registered.definition;
    if (listed && clock === null) throw new HttpException(LISTED_NEEDS_CLOCK, 400);
    const setting = clock === undefined ? (listed ? registered.defaultClock : null) : clock;
    const players = [player(user)];
    const starts = startsBySeating(players.length, rules.players);
    const game = await withFreshCode(async (code) => {
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      const match = starts ? rules.setup(players, seed) : waitingMatch(url, players);
      const pace = this.paceFor(setting, match, starts);
      // The unique indexes decide: a code already live (try another) and a creator already seated in a live game (one
      // active game per user) abort it whole.
      return this.store.createGame({ code, url, match, seed, starts, listed, creatorId: user.id, pace });
    });
    return this.announce(user, { game, event: starts ? 'startGame' : null });
  }

  /** What a lobby write stores with `match`: see lobbyPace. */
  paceFor(setting: ClockSetting | null, match: Match<unknown>, starts: boolean): PaceWrite {
    return lobbyPace(setting, match, starts, Date.now(), this.config.firstMoveTimeoutMs);
  }

  async join(user: AuthUser, url: string, code: string): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new NotFoundException(INACTIVE_CODE);
    const change = await this.inLiveGame(user.id, url, code, (tx, live) => this.seat(tx, user, rules, live)).catch(
      async (error: unknown) => {
        // A code with no live game is answered as a live one is to a caller with another active game (decideJoin).
        if (error instanceof NotFoundException && (await this.current(user.id)))
          throw new ConflictException(ALREADY_ACTIVE);
        throw error;
      },
    );
    return this.announce(user, change);
  }

  /** Seats the caller at the locked live game when the lobby rules let them (a seated player gets it back). */
  async seat(
    tx: LobbyTransaction,
    user: AuthUser,
    rules: GameDefinition<unknown, unknown>,
    { game, seated, callerActiveElsewhere }: LiveLobbyGame,
  ): Promise<LobbyChange> {
    const decision = decideJoin(
      { status: game.status, seated: seated.map((p) => p.id), players: rules.players, listed: game.listed },
      user.id,
      callerActiveElsewhere,
    );
    if (decision.refused) throw refusal(decision);
    if (decision.seat === null) return { game, event: null };
    const players = [...seated, player(user)];
    const match = decision.startsNow ? rules.setup(players, game.seed) : waitingMatch(game.game, players);
    return this.saveLobbyMatch(tx, game, match, decision.startsNow, { userId: user.id, seat: decision.seat });
  }

  async start(user: AuthUser, url: string, code: string, overrideStart: boolean): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new NotFoundException(INACTIVE_CODE);
    const change = await this.inLiveGame(user.id, url, code, async (tx, { game, seated }) => {
      const decision = decideStart(
        { status: game.status, seated: seated.map((p) => p.id), players: rules.players },
        user.id,
        overrideStart,
      );
      if (decision.refused) throw refusal(decision);
      return this.saveLobbyMatch(tx, game, rules.setup(seated, game.seed), true);
    });
    return this.announce(user, change);
  }

  /**
   * The caller leaves their game with that code. Before the start their seat is freed: the others move up a seat in
   * join order (so the next player becomes seat 0 and may start), and a game left empty is over, its code inactive.
   * After the start it is a forfeit through the match authority.
   */
  async leave(user: AuthUser, code: string): Promise<GameState | null> {
    const left = await this.leaveSeat(user, code);
    if (left === 'forfeit') {
      const result = await this.authority.forfeit(user.id, code);
      if (!result.ok) throw leaveRefusal(result);
      // A game that goes on without the leaver has one player fewer to show.
      if (!result.state.gameOver) void this.presence.announce(result.gameId, result.state.code);
      return result.state;
    }
    this.transport.leaveRoom(user.id, left.game.id);
    if (left.event) this.broadcast(left.game, left.event, null);
    if (left.game.listed) this.tables.changed();
    if (left.game.status !== 'over') void this.presence.announce(left.game.id, left.game.code);
    return null;
  }

  /** Frees a waiting game's seat in one locked transaction; 'forfeit' when the game has started. */
  private async leaveSeat(user: AuthUser, code: string): Promise<LobbyChange | 'forfeit'> {
    return this.store.inOwnGame(code, user.id, async (tx, found) => {
      const decision = decideLeave(found);
      if (decision.refused) throw refusal(decision);
      if (decision.leave === 'forfeit') return 'forfeit';
      const { active: _active, ...game } = found!;
      const players = await tx.freeSeat(game.id, user.id);
      if (players.length > 0) return this.saveLobbyMatch(tx, game, waitingMatch(game.game, players), false);
      const closed = { ...waitingMatch(game.game, []), gameOver: true };
      await tx.close(game.id, closed);
      return { game: { ...game, match: closed, status: 'over' }, event: null };
    });
  }

  /** The caller's waiting or playing game, or null. */
  current(userId: number): Promise<StoredGame | null> {
    return this.store.activeGame(userId);
  }

  /**
   * The caller's current game as they may see it (their view), or null: their newest seat, however it was taken (an
   * active one first), unless they put that game away. So a finished game stays until they leave it or take a seat
   * anywhere else, and no way of starting a game has to clear the last one.
   */
  async currentState(userId: number): Promise<GameState | null> {
    const newest = await this.store.newestSeat(userId);
    if (!newest || newest.dismissed) return null;
    const { dismissed: _dismissed, ...game } = newest;
    return viewState(rulesOf(game), toGameState(game), userId);
  }

  /**
   * Runs `change` on the live game with that code, row-locked so concurrent joins (on any instance) queue up. One query
   * locks it and reads who is seated and whether the caller is seated in another live game.
   */
  private async inLiveGame(
    userId: number,
    url: string,
    code: string,
    change: (tx: LobbyTransaction, live: LiveLobbyGame) => Promise<LobbyChange>,
  ): Promise<LobbyChange> {
    try {
      return await this.store.inLiveGame(code, userId, async (tx, live) => {
        if (!live || live.game.game !== url) throw new NotFoundException(INACTIVE_CODE);
        return change(tx, live);
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'game_players_one_active_key') throw new ConflictException(ALREADY_ACTIVE);
      if (constraint !== null) throw new NotFoundException(INACTIVE_CODE);
      throw error;
    }
  }

  /** Saves a lobby game's new match, seating a new player in the same statement when there is one. */
  async saveLobbyMatch(
    tx: LobbyTransaction,
    game: LobbyGameRow,
    match: StoredGame['match'],
    starts: boolean,
    newSeat?: { userId: number; seat: number },
  ): Promise<LobbyChange> {
    const status = starts ? 'playing' : 'waiting';
    const pace = this.paceFor(clockSettingOf(game.clock), match, starts);
    await tx.saveMatch(game.id, match, status, pace, newSeat);
    const { clock, moves } = pace;
    return { game: { ...game, match, status, clock, moves }, event: starts ? 'startGame' : 'emit-state' };
  }

  /** Tells the game's clients (and the open tables' watchers) about a lobby change; answers the caller's view. */
  announce(user: AuthUser, { game, event }: LobbyChange): GameState {
    this.transport.joinRoom(user.id, game.id);
    const shown = event ? this.broadcast(game, event, user.id) : viewState(rulesOf(game), toGameState(game), user.id);
    void this.presence.announce(game.id, game.code);
    if (game.listed) this.tables.changed();
    return shown;
  }

  /** Sends the game's state to its clients, each their view; returns what `viewer` was sent. */
  private broadcast(game: StoredGame, event: 'startGame' | 'emit-state', viewer: number | null): GameState {
    return broadcastChange(this.transport, rulesOf(game), game.id, event, { state: toGameState(game) }, viewer).state;
  }
}

/** A forfeit the authority refused, as the leave endpoint's error. */
function leaveRefusal(result: AuthorityRefusal): HttpException {
  if (result.reason === 'not-playing' && result.state?.gameOver) return new ConflictException(ALREADY_OVER);
  if (result.reason === 'stale') return new ConflictException(result.error);
  return new NotFoundException(INACTIVE_CODE);
}

function rulesOf(game: StoredGame) {
  return findGame(game.game)?.definition;
}

function player(user: AuthUser): Player {
  return { id: user.id, name: user.name };
}
