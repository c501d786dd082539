import { Module } from '@nestjs/common';
import { GAME_OVER_RATINGS, RATINGS_STORE } from './ports';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { TypeOrmGameOverRatings } from './typeorm-game-over-ratings';
import { TypeOrmRatingsStore } from './typeorm-ratings-store';

/**
 * Ratings, leaderboards and profiles. The ratings are written with a game's last action: the match store composes
 * this module's part (GAME_OVER_RATINGS) into its commit.
 */
@Module({
  controllers: [RatingsController],
  providers: [
    TypeOrmRatingsStore,
    { provide: RATINGS_STORE, useExisting: TypeOrmRatingsStore },
    TypeOrmGameOverRatings,
    { provide: GAME_OVER_RATINGS, useExisting: TypeOrmGameOverRatings },
    RatingsService,
  ],
  exports: [GAME_OVER_RATINGS],
})
export class RatingsModule {}
