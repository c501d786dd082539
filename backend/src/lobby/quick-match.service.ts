import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import type { GameState, Player } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { uniqueViolation } from '../database/pg-errors';
import { GAMES, findGame } from '../games/registry';
import { waitingMatch } from '../match/game-state';
import { GAME_COLUMNS } from '../match/typeorm-match-store';
import { CODE_ATTEMPTS, NO_FREE_CODE } from './fresh-code';
import { ALREADY_ACTIVE, newInviteCode, startsBySeating } from './lobby-rules';
import { LobbyService, type LobbyChange, type LobbyGameRow } from './lobby.service';

/** The first key of quick match's advisory locks (the second is the game's place in the registry). */
const QUICK_MATCH_LOCK = 0x7175_6963; // 'quic'

type TableRow = LobbyGameRow & { seated: Player[] };

/**
 * `Play now`: a seat at the oldest listed table of the game with room, or a new listed table. Quick matches of one game
 * take turns on a PostgreSQL advisory lock held to the commit, on every instance alike, so two players pressing at
 * once end up at one table: the second finds the table the first opened.
 */
@Injectable()
export class QuickMatchService {
  constructor(
    private readonly db: DataSource,
    private readonly lobby: LobbyService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async play(user: AuthUser, url: string): Promise<GameState> {
    const registered = findGame(url);
    if (!registered) throw new HttpException('Unknown game', 400);
    const rules = registered.definition;
    const change = await this.db
      .transaction(async (em): Promise<LobbyChange> => {
        await em.query('SELECT pg_advisory_xact_lock($1, $2)', [QUICK_MATCH_LOCK, GAMES.indexOf(registered)]);
        const [active] = await em.query<unknown[]>('SELECT 1 FROM game_players WHERE user_id = $1 AND active LIMIT 1', [
          user.id,
        ]);
        if (active) throw new ConflictException(ALREADY_ACTIVE);
        const table = await this.oldestTableWithRoom(em, url, rules.players[1]);
        if (table) {
          const { seated, ...game } = table;
          return this.lobby.seat(em, user, rules, { game, seated, callerActiveElsewhere: false });
        }
        return this.openTable(em, user, url, startsBySeating(1, rules.players));
      })
      .catch((error: unknown) => {
        // The same user's own create or join on another request got in between.
        if (uniqueViolation(error) === 'game_players_one_active_key') throw new ConflictException(ALREADY_ACTIVE);
        throw error;
      });
    return this.lobby.announce(user, change);
  }

  private async oldestTableWithRoom(em: EntityManager, url: string, maxPlayers: number): Promise<TableRow | null> {
    const [table] = await em.query<TableRow[]>(
      `SELECT ${GAME_COLUMNS}, g.listed, seated.players AS seated
         FROM games g
         CROSS JOIN LATERAL (
           SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY p.seat), '[]') AS players,
                  count(*) AS taken
             FROM game_players p JOIN users u ON u.id = p.user_id WHERE p.game_id = g.id
         ) seated
        WHERE g.game = $1 AND g.listed AND g.status = 'waiting' AND seated.taken < $2
        ORDER BY g.created_at, g.id LIMIT 1 FOR UPDATE OF g`,
      [url, maxPlayers],
    );
    return table ?? null;
  }

  /** A new listed table with the caller in seat 0; a code already live is skipped without aborting the transaction. */
  private async openTable(em: EntityManager, user: AuthUser, url: string, starts: boolean): Promise<LobbyChange> {
    const rules = findGame(url)!.definition;
    const players = [{ id: user.id, name: user.name }];
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      const match = starts ? rules.setup(players, seed) : waitingMatch(url, players);
      const [game] = await em.query<LobbyGameRow[]>(
        `INSERT INTO games (code, game, status, match, version, seed, listed) VALUES ($1, $2, $3, $4, 0, $5, true)
         ON CONFLICT (upper(code)) WHERE status <> 'over' DO NOTHING
         RETURNING id, code, game, status, match, version, seed, listed`,
        [newInviteCode(), url, starts ? 'playing' : 'waiting', JSON.stringify(match), seed],
      );
      if (!game) continue;
      await em.query('INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, $2, 0)', [game.id, user.id]);
      return { game, event: starts ? 'startGame' : null };
    }
    throw new HttpException(NO_FREE_CODE, 503);
  }
}
