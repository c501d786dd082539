import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { GameState } from '@tabletop/game-kit';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { CONFIG, type Config } from '../config/config';
import { GameStateSchema } from '../wire-schemas/wire-schemas';
import { MatchAuthority, type AuthorityResult } from './authority';
import { EmitStateDto } from './emit-state.dto';
import { GameCodeDto } from './game-code.dto';
import { SEAT_ABSENCE, type SeatAbsence } from './ports';
import { refusalToHttp } from './refusal-status';
import { RateLimit } from '../security/rate-limit';

/**
 * What a seated player may ask of a running game over HTTP: a move given as the whole next state, calling the game
 * off, or claiming it from absent opponents. Moves as actions come through the socket.
 */
@Controller('game')
export class MatchController {
  constructor(
    private readonly authority: MatchAuthority,
    @Inject(SEAT_ABSENCE) private readonly absence: SeatAbsence,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** A whole proposed next state: applied only if it is what one legal action by the caller makes of the current one. */
  @RateLimit('emitState')
  @Post('emit-state')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  async emitState(@CurrentUser() user: AuthUser, @Body() body: EmitStateDto): Promise<GameState> {
    return answer(await this.authority.submitState(user.id, body as GameState));
  }

  /** Until every seat has made its first move: the game ends with no winner, unrated, every seat free at once. */
  @RateLimit('play')
  @Post('abort')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema, description: 'The aborted game as the caller now sees it' })
  async abort(@CurrentUser() user: AuthUser, @Body() body: GameCodeDto): Promise<GameState> {
    return answer(await this.authority.abort(user.id, body.code));
  }

  /** In a game without a clock, when every opponent has had no connection for CLAIM_AFTER: a win for the caller. */
  @RateLimit('play')
  @Post('claim')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema, description: 'The claimed game as the caller now sees it' })
  async claim(@CurrentUser() user: AuthUser, @Body() body: GameCodeDto): Promise<GameState> {
    return answer(await this.authority.claim(user.id, body.code, (opponents) => this.allGone(opponents)));
  }

  private async allGone(opponents: number[]): Promise<boolean> {
    const since = await this.absence.absentSince(opponents);
    const now = Date.now();
    return [...since.values()].every((at) => at !== null && now - at >= this.config.claimAfterMs);
  }
}

function answer(result: AuthorityResult): GameState {
  if (!result.ok) throw refusalToHttp(result);
  return result.state;
}
