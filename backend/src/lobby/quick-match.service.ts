import { ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import type { ClockSetting, GameState } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { uniqueViolation } from '../database/pg-errors';
import { GAMES, findGame } from '../games/registry';
import { waitingMatch } from '../match/game-state';
import { CODE_ATTEMPTS, NO_FREE_CODE } from './fresh-code';
import { ALREADY_ACTIVE, newInviteCode, startsBySeating } from './lobby-rules';
import { LobbyService, type LobbyChange } from './lobby.service';
import { LOBBY_ROOMS, LOBBY_STORE, type LobbyRooms, type LobbyStore, type LobbyTransaction } from './ports';

/** How many of the oldest tables with room quick match looks at for one whose players are all connected. */
const TABLES_LOOKED_AT = 20;

/**
 * `Play now`: a seat at the oldest listed table of the game with room, the same clock and every seated player
 * connected now, or a new listed table. Quick matches of one game take turns on a lock held to the commit (a
 * PostgreSQL advisory lock), on every instance alike, so two players pressing at once end up at one table: the second
 * finds the table the first opened. A table whose player has gone is passed over (and freed after OPEN_TABLE_GRACE).
 */
@Injectable()
export class QuickMatchService {
  constructor(
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    @Inject(LOBBY_ROOMS) private readonly rooms: LobbyRooms,
    private readonly lobby: LobbyService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** `clock`: the clock to be paired by; absent, the game's default. */
  async play(user: AuthUser, url: string, clock?: ClockSetting): Promise<GameState> {
    const registered = findGame(url);
    if (!registered) throw new HttpException('Unknown game', 400);
    const rules = registered.definition;
    const setting = clock ?? registered.defaultClock;
    const change = await this.store
      .transaction(async (tx): Promise<LobbyChange> => {
        await tx.queueQuickMatch(GAMES.indexOf(registered));
        if (await tx.hasActiveGame(user.id)) throw new ConflictException(ALREADY_ACTIVE);
        const tables = await tx.tablesWithRoom(url, rules.players[1], setting, TABLES_LOOKED_AT);
        const connected = await this.rooms.connectedAmong(tables.flatMap((table) => table.seated.map((p) => p.id)));
        const table = tables.find((candidate) => candidate.seated.every((seated) => connected.has(seated.id)));
        if (table) {
          const { seated, ...game } = table;
          return this.lobby.seat(tx, user, rules, { game, seated, callerActiveElsewhere: false });
        }
        return this.openTable(tx, user, url, setting, startsBySeating(1, rules.players));
      })
      .catch((error: unknown) => {
        // The same user's own create or join on another request got in between.
        if (uniqueViolation(error) === 'game_players_one_active_key') throw new ConflictException(ALREADY_ACTIVE);
        throw error;
      });
    return this.lobby.announce(user, change);
  }

  /** A new listed table with the caller in seat 0; a code already live is skipped without aborting the transaction. */
  private async openTable(
    tx: LobbyTransaction,
    user: AuthUser,
    url: string,
    clock: ClockSetting,
    starts: boolean,
  ): Promise<LobbyChange> {
    const rules = findGame(url)!.definition;
    const players = [{ id: user.id, name: user.name }];
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      const match = starts ? rules.setup(players, seed) : waitingMatch(url, players);
      const game = await tx.openTable({
        pace: this.lobby.paceFor(clock, match, starts),
        code: newInviteCode(),
        url,
        match,
        seed,
        starts,
        listed: true,
        creatorId: user.id,
      });
      if (game) return { game, event: starts ? 'startGame' : null };
    }
    throw new HttpException(NO_FREE_CODE, 503);
  }
}
