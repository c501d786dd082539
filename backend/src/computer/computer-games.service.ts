import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { GameDefinition, GameState, Player } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { withFreshCode } from '../lobby/fresh-code';
import { toGameState, type StoredGame } from '../match/game-state';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, type MatchTransport, type PresenceAnnouncer } from '../match/ports';
import { broadcastChange } from '../match/state-views';
import { computerName, type ComputerLevel } from './computer-level';
import { ComputerPlayers } from './computer-players.service';

/** Starts a game of a person against computer seats: created and started at once, the person in seat 0. */
@Injectable()
export class ComputerGames {
  constructor(
    private readonly db: DataSource,
    @Inject(MATCH_TRANSPORT) private readonly transport: MatchTransport,
    @Inject(PRESENCE_ANNOUNCER) private readonly presence: PresenceAnnouncer,
    private readonly computers: ComputerPlayers,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async start(user: AuthUser, url: string, level: ComputerLevel, opponents = 1): Promise<GameState> {
    const rules = findGame(url)?.definition;
    if (!rules) throw new HttpException('Unknown game', 400);
    const [, most] = rules.players;
    if (opponents + 1 > most)
      throw new HttpException(
        `${rules.displayText} takes ${most - 1} computer opponent${most > 2 ? 's at most' : ''}`,
        400,
      );
    const game = await withFreshCode((code) => this.insert(user, rules, level, opponents, code));
    return this.announce(user, rules, game);
  }

  /** One transaction: a user per computer seat, the started game, and every seat (the one-active index decides). */
  private insert(
    user: AuthUser,
    rules: GameDefinition,
    level: ComputerLevel,
    opponents: number,
    code: string,
  ): Promise<StoredGame> {
    return this.db.transaction(async (em) => {
      const computers = await em.query<Player[]>(
        `INSERT INTO users (name, kind) SELECT $1, 'computer' FROM generate_series(1, $2) RETURNING id, name`,
        [computerName(level), opponents],
      );
      computers.sort((a, b) => a.id - b.id);
      const players: Player[] = [{ id: user.id, name: user.name }, ...computers];
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      const match = rules.setup(players, seed);
      const [game] = await em.query<StoredGame[]>(
        `INSERT INTO games (code, game, status, match, version, seed) VALUES ($1, $2, 'playing', $3, 0, $4)
         RETURNING id, code, game, status, match, version, seed`,
        [code, rules.url, JSON.stringify(match), seed],
      );
      await em.query(
        `INSERT INTO game_players (game_id, user_id, seat, computer_level)
         SELECT $1, id, seat - 1, CASE WHEN seat = 1 THEN NULL ELSE $3 END
           FROM unnest($2::int[]) WITH ORDINALITY AS seats(id, seat)`,
        [game.id, players.map((player) => player.id), level],
      );
      return game;
    });
  }

  /** Like a lobby start: the room hears `startGame`, the caller gets their view, and a computer to move is scheduled. */
  private announce(user: AuthUser, rules: GameDefinition, game: StoredGame): GameState {
    this.transport.joinRoom(user.id, game.id);
    const state = toGameState(game);
    const shown = broadcastChange(this.transport, rules, game.id, 'startGame', { state }, user.id).state;
    void this.presence.announce(game.id, game.code);
    void this.computers.afterCommit({ gameId: game.id, state });
    return shown;
  }
}
