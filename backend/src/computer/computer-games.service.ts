import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { GameDefinition, GameState, Player } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { withFreshCode } from '../lobby/fresh-code';
import { toGameState, type StoredGame } from '../match/game-state';
import { MATCH_TRANSPORT, PRESENCE_ANNOUNCER, type MatchTransport, type PresenceAnnouncer } from '../match/ports';
import { broadcastChange } from '../match/state-views';
import type { ComputerLevel } from './computer-level';
import { ComputerPlayers } from './computer-players.service';
import { COMPUTER_STORE, type ComputerStore } from './ports';

/** Starts a game of a person against computer seats: created and started at once, the person in seat 0. */
@Injectable()
export class ComputerGames {
  constructor(
    @Inject(COMPUTER_STORE) private readonly store: ComputerStore,
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
    const computers = await this.store.computerUsers(level, opponents);
    const game = await withFreshCode((code) => this.insert(user, rules, level, computers, code));
    return this.announce(user, rules, game);
  }

  /** One transaction: the started game and every seat (the one-active index decides for the person). */
  private insert(
    user: AuthUser,
    rules: GameDefinition,
    level: ComputerLevel,
    computers: Player[],
    code: string,
  ): Promise<StoredGame> {
    const person = { id: user.id, name: user.name };
    return this.store.createGame([person, ...computers], level, { code, url: rules.url }, (players) => {
      const seed = this.config.gameSeed ?? randomBytes(8).toString('hex');
      return { match: rules.setup(players, seed), seed };
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
