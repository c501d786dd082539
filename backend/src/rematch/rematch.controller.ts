import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { FinishedGameDto } from './rematch.dto';
import { RematchService } from './rematch.service';
import { ApiOkResponse } from '@nestjs/swagger';
import { OkSchema, RematchAnswerSchema, RematchOfferSchema } from '../wire-schemas/wire-schemas';
import { RateLimit } from '../security/rate-limit';

/** A finished game's end: `New game` (dismiss) and the rematch offer. */
@Controller('game')
export class RematchController {
  constructor(private readonly rematch: RematchService) {}

  @RateLimit('read')
  @Get('rematch/:code')
  @ApiOkResponse({ type: RematchOfferSchema })
  offer(@CurrentUser() user: AuthUser, @Param() params: FinishedGameDto): Promise<RematchOffer> {
    return this.rematch.offer(user, params.code);
  }

  @RateLimit('play')
  @Post('rematch')
  @HttpCode(200)
  @ApiOkResponse({ type: RematchAnswerSchema })
  accept(@CurrentUser() user: AuthUser, @Body() body: FinishedGameDto): Promise<RematchOffer & { state?: GameState }> {
    return this.rematch.accept(user, body.code);
  }

  @RateLimit('play')
  @Post('rematch/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: RematchOfferSchema })
  decline(@CurrentUser() user: AuthUser, @Body() body: FinishedGameDto): Promise<RematchOffer> {
    return this.rematch.decline(user, body.code);
  }

  @RateLimit('play')
  @Post('dismiss')
  @HttpCode(200)
  @ApiOkResponse({ type: OkSchema })
  async dismiss(@CurrentUser() user: AuthUser, @Body() body: FinishedGameDto): Promise<{ ok: true }> {
    await this.rematch.dismiss(user, body.code);
    return { ok: true };
  }
}
