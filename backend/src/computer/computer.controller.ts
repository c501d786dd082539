import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { PlayComputerDto } from './computer.dto';
import { ComputerGames } from './computer-games.service';
import { ApiOkResponse } from '@nestjs/swagger';
import { GameStateSchema } from '../wire-schemas/wire-schemas';
import { RateLimit } from '../security/rate-limit';

@Controller('game')
export class ComputerController {
  constructor(private readonly games: ComputerGames) {}

  /** Starts a game against the computer at once; the answer is the caller's view, as create's is. */
  @RateLimit('play')
  @Post('computer')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  play(@CurrentUser() user: AuthUser, @Body() body: PlayComputerDto): Promise<GameState> {
    return this.games.start(user, body.game, body.level, body.opponents);
  }
}
