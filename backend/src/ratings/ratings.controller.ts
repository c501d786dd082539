import { Controller, Get, Param, Query } from '@nestjs/common';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { LeaderboardQuery, PlayerNameParam, RatingChangeQuery } from './ratings.dto';
import type { Leaderboard, Profile, RatingChange } from '@tabletop/protocol';
import { RatingsService } from './ratings.service';
import { ApiExtraModels, ApiOkResponse, ApiParam, getSchemaPath } from '@nestjs/swagger';
import { LeaderboardSchema, NotRatedSchema, ProfileSchema, RatedSchema } from '../wire-schemas/wire-schemas';
import { RateLimit } from '../security/rate-limit';

/** What a finished game did to the caller's rating, each game's leaderboard, and player profiles. */
@Controller()
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @RateLimit('read')
  @Get('game/rating-change')
  @ApiExtraModels(RatedSchema, NotRatedSchema)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(RatedSchema) }, { $ref: getSchemaPath(NotRatedSchema) }] } })
  ratingChange(@CurrentUser() user: AuthUser, @Query() query: RatingChangeQuery): Promise<RatingChange> {
    return this.ratings.ratingChange(user, query.code);
  }

  @RateLimit('read')
  @Get('leaderboards')
  @ApiOkResponse({ type: LeaderboardSchema })
  leaderboardByQuery(@CurrentUser() user: AuthUser, @Query() query: LeaderboardQuery): Promise<Leaderboard> {
    return this.ratings.leaderboard(user, query.game);
  }

  /** The game's url may have slashes in it ('winzards/football'): the wildcard takes them all. */
  @RateLimit('read')
  @Get('leaderboards/*game')
  @ApiParam({ name: 'game', type: String, description: "The game's url; it may hold slashes ('winzards/football')" })
  @ApiOkResponse({ type: LeaderboardSchema })
  leaderboard(@CurrentUser() user: AuthUser, @Param('game') game: string | string[]): Promise<Leaderboard> {
    return this.ratings.leaderboard(user, Array.isArray(game) ? game.join('/') : game);
  }

  @RateLimit('read')
  @Get('players/:name')
  @ApiOkResponse({ type: ProfileSchema })
  profile(@CurrentUser() user: AuthUser, @Param() params: PlayerNameParam): Promise<Profile> {
    return this.ratings.profile(user, params.name);
  }
}
