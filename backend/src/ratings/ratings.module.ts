import { Module } from '@nestjs/common';
import { RATINGS_STORE } from './ports';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { TypeOrmRatingsStore } from './typeorm-ratings-store';

/** Ratings, leaderboards and profiles (written by the game-over commit, see match/typeorm-match-store.ts). */
@Module({
  controllers: [RatingsController],
  providers: [TypeOrmRatingsStore, { provide: RATINGS_STORE, useExisting: TypeOrmRatingsStore }, RatingsService],
})
export class RatingsModule {}
