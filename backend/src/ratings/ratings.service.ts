import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { findGame, GAMES } from '../games/registry';
import { RATINGS_STORE, type RatingsStore } from './ports';
import type { Leaderboard, Profile, RatingChange } from '@tabletop/protocol';
import { leaderboardEntry, profileView, ratingChangeView, unlistedRating } from './views';

export const LOOKUP_MESSAGES = {
  unknownGame: 'Unknown game',
  unknownPlayer: 'Unknown player',
  running: 'The game is still running',
} as const;

/** Ratings, leaderboards and profiles, read through the ratings store. */
@Injectable()
export class RatingsService {
  constructor(
    @Inject(RATINGS_STORE) private readonly store: RatingsStore,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async ratingChange(user: AuthUser, code: string): Promise<RatingChange> {
    const found = await this.store.ratingChange(user.id, code);
    if (!found) throw new NotFoundException(LOOKUP_MESSAGES.unknownGame);
    if (found.status !== 'over') throw new ConflictException(LOOKUP_MESSAGES.running);
    return ratingChangeView(found, this.config.ratedPairLimit);
  }

  async leaderboard(user: AuthUser, game: string): Promise<Leaderboard> {
    if (!findGame(game)) throw new NotFoundException(LOOKUP_MESSAGES.unknownGame);
    const [rows, standing, players] = await Promise.all([
      this.store.leaderboard(game),
      this.store.standingOf(game, user.id),
      this.store.listedPlayers(game),
    ]);
    return {
      game,
      entries: rows.map((row, index) => leaderboardEntry(row, index + 1)),
      me: standing?.rank ? leaderboardEntry(standing, standing.rank) : null,
      players,
      ...(standing && !standing.rank && { mine: unlistedRating(standing) }),
    };
  }

  async profile(viewer: AuthUser, name: string): Promise<Profile> {
    const user = await this.store.findUser(name);
    if (!user) throw new NotFoundException(LOOKUP_MESSAGES.unknownPlayer);
    if (user.kind === 'guest' && user.id !== viewer.id) return profileView(user, viewer.id, [], [], []);
    const [records, ratings] = await Promise.all([this.store.records(user.id), this.store.ratings(user.id)]);
    const order = GAMES.map((entry) => entry.definition.url as string);
    return profileView(user, viewer.id, records, ratings, order);
  }
}
