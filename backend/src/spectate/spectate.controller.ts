import { Controller, Get, Inject, NotFoundException, Param, Req } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { NO_OPEN_GAME_MESSAGE, type InviteLookup, type LiveGames } from '@tabletop/protocol';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { FailedLookups } from '../limits/failed-attempts';
import { GameCodeDto } from '../match/game-code.dto';
import { InviteLookupSchema, LiveGamesSchema } from '../wire-schemas/wire-schemas';
import { lookUpInvite } from './invite-lookup';
import { SPECTATED_GAMES, type SpectatedGames } from './ports';
import { LiveGamesService } from './live-games.service';
import { RateLimit } from '../security/rate-limit';

@Controller('game')
export class SpectateController {
  constructor(
    private readonly live: LiveGamesService,
    @Inject(SPECTATED_GAMES) private readonly games: SpectatedGames,
    private readonly lookups: FailedLookups,
  ) {}

  /** The public games being played now, newest first, with how many watch each. */
  @Get('live')
  @ApiOkResponse({ type: LiveGamesSchema })
  liveGames(): Promise<LiveGames> {
    return this.live.list();
  }

  /**
   * Where an invite link leads: a table to join, a game under way to watch, or the caller's own game. Every miss
   * answers the same 404 and counts as a failed lookup, like a wrong code at join.
   */
  @RateLimit('read')
  @Get('invite/:code')
  @ApiOkResponse({ type: InviteLookupSchema })
  invite(
    @CurrentUser() user: AuthUser,
    @Param() { code }: GameCodeDto,
    @Req() request: Request,
  ): Promise<InviteLookup> {
    return this.lookups.refuseWhileLocked({ userId: user.id, ip: request.ip ?? '' }, async () => {
      const found = lookUpInvite(await this.games.newestByCode(code), user.id);
      if (!found) throw new NotFoundException(NO_OPEN_GAME_MESSAGE);
      return found;
    });
  }
}
