import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import type { HistoryPage } from '@tabletop/protocol';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { FailedLookups } from '../limits/failed-attempts';
import { GameIdDto, HistoryQueryDto, MovesQueryDto, PlayerNameDto } from './history.dto';
import { HistoryService } from './history.service';
import { MoveListService } from './move-list.service';
import { ReplayService } from './replay.service';
import { ApiOkResponse } from '@nestjs/swagger';
import { HistoryPageSchema, MovesPageSchema, ReplaySchema } from '../wire-schemas/wire-schemas';
import { RateLimit } from '../security/rate-limit';

/** Replays and move lists are answered as JSON the service made once and keeps for the next viewer. */
const JSON_CONTENT = 'application/json; charset=utf-8';

/** My games, a player's games, replays of finished games and the move list of a game by code. */
@Controller()
export class HistoryController {
  constructor(
    private readonly history: HistoryService,
    private readonly replays: ReplayService,
    private readonly moveLists: MoveListService,
    private readonly lookups: FailedLookups,
  ) {}

  @RateLimit('read')
  @Get('history')
  @ApiOkResponse({ type: HistoryPageSchema })
  mine(@CurrentUser() user: AuthUser, @Query() query: HistoryQueryDto): Promise<HistoryPage> {
    return this.history.history(user.id, query);
  }

  @RateLimit('read')
  @Get('players/:name/games')
  @ApiOkResponse({ type: HistoryPageSchema })
  playerGames(
    @CurrentUser() user: AuthUser,
    @Param() params: PlayerNameDto,
    @Query() query: HistoryQueryDto,
  ): Promise<HistoryPage> {
    return this.history.playerGames(user.id, params.name, query);
  }

  // A game the caller may not see is answered as an unknown id, and counted as a failed lookup like a wrong code, so
  // walking the ids is as slow as guessing codes; a replay the caller may see is never refused for that.
  @RateLimit('read')
  @Get('replays/:id')
  @ApiOkResponse({ type: ReplaySchema })
  @Header('Content-Type', JSON_CONTENT)
  replay(@CurrentUser() user: AuthUser, @Param() params: GameIdDto, @Req() request: Request): Promise<string> {
    return this.lookups.countFailures(
      { userId: user.id, ip: request.ip ?? '' },
      () => this.replays.replayJson(user.id, params.id),
      () => false,
    );
  }

  // A running game's moves are open to anyone with its code (spectators): unknown codes count as failed lookups, so
  // sweeping codes here is as slow as joining by guesses.
  @RateLimit('read')
  @Get('game/moves')
  @ApiOkResponse({ type: MovesPageSchema })
  @Header('Content-Type', JSON_CONTENT)
  moves(@CurrentUser() user: AuthUser, @Query() query: MovesQueryDto, @Req() request: Request): Promise<string> {
    return this.lookups.refuseWhileLocked({ userId: user.id, ip: request.ip ?? '' }, () =>
      this.moveLists.movesJson(user.id, query.code, query.after ?? 0),
    );
  }
}
