import type { ClockSetting } from '@tabletop/game-kit';
import { Allow, IsBoolean, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

import { IsClockSetting } from './is-clock-setting';

const CODE = /^[A-Za-z0-9]{4}$/;
const CODE_MESSAGE = 'code must be exactly 4 letters or digits';

export class CreateGameDto {
  @IsString()
  @MaxLength(64)
  game: string;

  /** Accepted for the shell's sake (it sends its code field); a new game always gets a fresh code. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  code?: string;

  /** `List publicly`: shown among the open tables while it waits. Private (code only) when absent. */
  @IsOptional()
  @IsBoolean()
  listed?: boolean;

  /**
   * The game's clock; null: none (an unlisted game only). Absent: the game's default clock at a listed table, none at
   * an unlisted one.
   */
  @IsOptional()
  @IsClockSetting()
  clock?: ClockSetting | null;
}

/** `Play now`: the game's url, and the clock to be paired by (absent: the game's default). */
export class QuickMatchDto {
  @IsString()
  @MaxLength(64)
  game: string;

  @ValidateIf((_dto, value) => value !== undefined)
  @IsClockSetting()
  clock?: ClockSetting;
}

export class JoinGameDto {
  @IsString()
  @MaxLength(64)
  game: string;

  @IsString()
  @Matches(CODE, { message: CODE_MESSAGE })
  code: string;
}

export class StartGameDto extends JoinGameDto {
  /** The client's copy of the state; the server starts from its own. */
  @Allow()
  state?: unknown;

  @IsBoolean()
  overrideStart: boolean;
}

export class LeaveGameDto {
  @IsString()
  @Matches(CODE, { message: CODE_MESSAGE })
  code: string;

  /** Accepted for symmetry with join and start; the code alone names the caller's game. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  game?: string;
}
