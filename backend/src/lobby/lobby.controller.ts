import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import type { OpenTables } from '@tabletop/protocol';
import type { Request, Response } from 'express';
import { CurrentUser, type AuthUser } from '../auth/auth-user';
import { FailedLookups } from '../limits/failed-attempts';
import { RateLimit } from '../security/rate-limit';
import { CreateGameDto, JoinGameDto, LeaveGameDto, QuickMatchDto, StartGameDto } from './lobby.dto';
import { LobbyService } from './lobby.service';
import { OpenTablesService } from './open-tables.service';
import { QuickMatchService } from './quick-match.service';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { GameStateSchema, LeaveAnswerSchema, OpenTablesSchema } from '../wire-schemas/wire-schemas';

@Controller('game')
export class LobbyController {
  constructor(
    private readonly lobby: LobbyService,
    private readonly lookups: FailedLookups,
    private readonly quickMatch: QuickMatchService,
    private readonly openTables: OpenTablesService,
  ) {}

  @RateLimit('play')
  @Post('create')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateGameDto): Promise<GameState> {
    return this.lobby.create(user, body.game, body.listed ?? false, body.clock);
  }

  /** `Play now`: a seat at the oldest open table of the game, or a new open table. */
  @RateLimit('play')
  @Post('quick')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  quick(@CurrentUser() user: AuthUser, @Body() body: QuickMatchDto): Promise<GameState> {
    return this.quickMatch.play(user, body.game, body.clock);
  }

  /** The listed games waiting for players, oldest first (live through the socket's `watch-tables`). */
  @Get('open-tables')
  @ApiOkResponse({ type: OpenTablesSchema })
  openTablesList(): Promise<OpenTables> {
    return this.openTables.list();
  }

  // Invite codes are only 36^4: limit guessing, all joins per IP and failed ones per user and per IP.
  @RateLimit('join')
  @Post('join')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  join(@CurrentUser() user: AuthUser, @Body() body: JoinGameDto, @Req() request: Request): Promise<GameState> {
    return this.lookups.refuseWhileLocked({ userId: user.id, ip: request.ip ?? '' }, () =>
      this.lobby.join(user, body.game, body.code),
    );
  }

  @RateLimit('play')
  @Post('start')
  @HttpCode(200)
  @ApiOkResponse({ type: GameStateSchema })
  start(@CurrentUser() user: AuthUser, @Body() body: StartGameDto): Promise<GameState> {
    return this.lobby.start(user, body.game, body.code, body.overrideStart);
  }

  /** Frees the caller's seat before the start; forfeits after it, answering the game as the leaver now sees it. */
  @RateLimit('play')
  @Post('leave')
  @HttpCode(200)
  @ApiOkResponse({ type: LeaveAnswerSchema })
  async leave(@CurrentUser() user: AuthUser, @Body() body: LeaveGameDto): Promise<{ ok: true; state?: GameState }> {
    const state = await this.lobby.leave(user, body.code);
    return state ? { ok: true, state } : { ok: true };
  }

  @Get('current-state')
  @ApiOkResponse({ type: GameStateSchema, description: "The caller's current game" })
  @ApiNoContentResponse({ description: 'The caller has no current game' })
  async currentState(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: Response) {
    const state = await this.lobby.currentState(user.id);
    if (!state) response.status(204);
    return state ?? undefined;
  }
}
