import { ConflictException, HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { GameDefinition, GameState, Player } from '@tabletop/game-kit';
import { normaliseCode, viewState } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { uniqueViolation } from '../database/pg-errors';
import { queryPrepared } from '../database/prepared';
import { findGame } from '../games/registry';
import { toGameState, waitingMatch, type StoredGame } from '../match/game-state';
import type { AuthorityRefusal } from '../match/authority';
import { MatchAuthorityService } from '../match/match-authority.service';
import { MATCH_TRANSPORT, type MatchTransport } from '../match/ports';
import { broadcastChange } from '../match/state-views';
import { GAME_COLUMNS } from '../match/typeorm-match-store';
import { PresenceService } from '../realtime/presence.service';
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

/** A game as the lobby reads it: with whether it is among the open tables. */
export type LobbyGameRow = StoredGame & { listed: boolean };

/** A live game as a lobby change sees it, locked. */
export interface LiveLobbyGame {
  game: LobbyGameRow;
  /** In seat order. */
  seated: Player[];
  /** The caller is seated in another game that is not over (one active game per user). */
  callerActiveElsewhere: boolean;
}

/** What a lobby change did, so the rooms hear about it once the transaction has committed. */
export interface LobbyChange {
  game: LobbyGameRow;
  event: 'startGame' | 'emit-state' | null;
}

const refusal = (decision: LobbyRefusal) => new HttpException(decision.message, decision.status);

@Injectable()
export class LobbyService {
  constructor(
    private readonly db: DataSource,
    @Inject(MATCH_TRANSPORT) private readonly transport: MatchTransport,
    private readonly authority: MatchAuthorityService,
    private readonly presence: PresenceService,
    @Inject(CONFIG) private readonly config: Config,
    private readonly tables: OpenTablesService,
  ) {}

  /** `listed`: shown among the open tables while it waits (the creator ticked `List publicly`). */
  async create(user: AuthUser, url: string, listed = false): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new HttpException('Unknown game', 400);
    const players = [player(user)];
    const starts = startsBySeating(players.length, rules.players);
    const game = await withFreshCode(async (code) => {
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      const match = starts ? rules.setup(players, seed) : waitingMatch(url, players);
      // One statement, so one round trip and its own transaction. The unique indexes decide: a code already live
      // (try another) and a creator already seated in a live game (one active game per user) abort it whole.
      const [created] = await queryPrepared<LobbyGameRow>(
        this.db,
        'tabletop-create-listed-game',
        `WITH game AS (
           INSERT INTO games (code, game, status, match, version, seed, listed) VALUES ($1, $2, $3, $4, 0, $5, $7)
           RETURNING id, code, game, status, match, version, seed, listed
         ), seat AS (
           INSERT INTO game_players (game_id, user_id, seat) SELECT id, $6, 0 FROM game
         )
         SELECT * FROM game`,
        [code, url, starts ? 'playing' : 'waiting', JSON.stringify(match), seed, user.id, listed],
      );
      return created;
    });
    return this.announce(user, { game, event: starts ? 'startGame' : null });
  }

  async join(user: AuthUser, url: string, code: string): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new NotFoundException(INACTIVE_CODE);
    const change = await this.inLiveGame(user.id, url, code, async (em, { game, seated, callerActiveElsewhere }) => {
      return this.seat(em, user, rules, { game, seated, callerActiveElsewhere });
    }).catch(async (error: unknown) => {
      // A code with no live game is answered as a live one is to a caller with another active game (decideJoin).
      if (error instanceof NotFoundException && (await this.current(user.id)))
        throw new ConflictException(ALREADY_ACTIVE);
      throw error;
    });
    return this.announce(user, change);
  }

  /** Seats the caller at the locked live game when the lobby rules let them (a seated player gets it back). */
  async seat(
    em: EntityManager,
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
    return this.saveLobbyMatch(em, game, match, decision.startsNow, { userId: user.id, seat: decision.seat });
  }

  async start(user: AuthUser, url: string, code: string, overrideStart: boolean): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new NotFoundException(INACTIVE_CODE);
    const change = await this.inLiveGame(user.id, url, code, async (em, { game, seated }) => {
      const decision = decideStart(
        { status: game.status, seated: seated.map((p) => p.id), players: rules.players },
        user.id,
        overrideStart,
      );
      if (decision.refused) throw refusal(decision);
      return this.saveLobbyMatch(em, game, rules.setup(seated, game.seed), true);
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
    return this.db.transaction(async (em) => {
      const [found] = await em.query<(LobbyGameRow & { active: boolean })[]>(
        `SELECT ${GAME_COLUMNS}, g.listed, p.active FROM games g JOIN game_players p ON p.game_id = g.id
          WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1 FOR UPDATE OF g`,
        [normaliseCode(code), user.id],
      );
      const decision = decideLeave(found ?? null);
      if (decision.refused) throw refusal(decision);
      if (decision.leave === 'forfeit') return 'forfeit';
      const { active: _active, ...game } = found;
      await em.query('DELETE FROM game_players WHERE game_id = $1 AND user_id = $2', [game.id, user.id]);
      const rest = await em.query<(Player & { seat: number })[]>(
        `SELECT u.id, u.name, p.seat FROM game_players p JOIN users u ON u.id = p.user_id
          WHERE p.game_id = $1 ORDER BY p.seat`,
        [game.id],
      );
      // Ascending, each target seat is free: the leaver's, or the one the previous player just vacated.
      for (const [seat, seated] of rest.entries()) {
        if (seated.seat !== seat)
          await em.query('UPDATE game_players SET seat = $3 WHERE game_id = $1 AND user_id = $2', [
            game.id,
            seated.id,
            seat,
          ]);
      }
      const players = rest.map(({ id, name }) => ({ id, name }));
      if (players.length > 0) return this.saveLobbyMatch(em, game, waitingMatch(game.game, players), false);
      const closed = { ...waitingMatch(game.game, []), gameOver: true };
      await em.query(`UPDATE games SET match = $2, status = 'over', updated_at = now() WHERE id = $1`, [
        game.id,
        JSON.stringify(closed),
      ]);
      return { game: { ...game, match: closed, status: 'over' }, event: null };
    });
  }

  /** The caller's waiting or playing game, or null. */
  async current(userId: number): Promise<StoredGame | null> {
    const [game] = await this.db.query<StoredGame[]>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE p.user_id = $1 AND p.active LIMIT 1`,
      [userId],
    );
    return game ?? null;
  }

  /**
   * The caller's current game as they may see it (their view), or null: their newest seat, however it was taken (an
   * active one first), unless they put that game away. So a finished game stays until they leave it or take a seat
   * anywhere else, and no way of starting a game has to clear the last one.
   */
  async currentState(userId: number): Promise<GameState | null> {
    const [newest] = await this.db.query<(StoredGame & { dismissed: boolean })[]>(
      `SELECT ${GAME_COLUMNS}, p.dismissed FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.user_id = $1 ORDER BY p.active DESC, p.seated_at DESC, p.game_id DESC LIMIT 1`,
      [userId],
    );
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
    change: (em: EntityManager, live: LiveLobbyGame) => Promise<LobbyChange>,
  ): Promise<LobbyChange> {
    try {
      return await this.db.transaction(async (em) => {
        const [found] = await em.query<(LobbyGameRow & { seated: Player[]; active_elsewhere: boolean })[]>(
          `SELECT ${GAME_COLUMNS}, g.listed,
                  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY p.seat), '[]')
                     FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = g.id) AS seated,
                  EXISTS (SELECT 1 FROM game_players a WHERE a.user_id = $2 AND a.active AND a.game_id <> g.id)
                    AS active_elsewhere
             FROM games g WHERE upper(g.code) = $1 AND g.status <> 'over' FOR UPDATE OF g`,
          [normaliseCode(code), userId],
        );
        if (!found || found.game !== url) throw new NotFoundException(INACTIVE_CODE);
        const { seated, active_elsewhere: callerActiveElsewhere, ...game } = found;
        return change(em, { game, seated, callerActiveElsewhere });
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
    em: EntityManager,
    game: LobbyGameRow,
    match: StoredGame['match'],
    starts: boolean,
    newSeat?: { userId: number; seat: number },
  ): Promise<LobbyChange> {
    const status = starts ? 'playing' : 'waiting';
    const update = 'UPDATE games SET match = $2, status = $3, updated_at = now() WHERE id = $1';
    if (newSeat)
      await em.query(`WITH seat AS (INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, $4, $5)) ${update}`, [
        game.id,
        JSON.stringify(match),
        status,
        newSeat.userId,
        newSeat.seat,
      ]);
    else await em.query(update, [game.id, JSON.stringify(match), status]);
    return { game: { ...game, match, status }, event: starts ? 'startGame' : 'emit-state' };
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
