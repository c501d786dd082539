import { Allow, IsBoolean, IsInt, IsObject, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { CODE, CODE_MESSAGE } from './game-code.dto';

/** A whole proposed GameState. Its nested values are compared against the authority's, not validated here. */
export class EmitStateDto {
  @IsString()
  @MaxLength(64)
  game: string;

  @IsString()
  @Matches(CODE, { message: CODE_MESSAGE })
  code: string;

  @IsInt()
  @Min(0)
  version: number;

  @ValidateIf((_dto, value) => value !== null)
  @IsObject()
  player: unknown;

  @IsObject({ each: true })
  score: unknown[];

  @IsBoolean()
  gameOver: boolean;

  @Allow()
  state: unknown;

  /** The client's copy of the clock, as it came with the state: ignored, the server alone keeps time. */
  @Allow()
  clock?: unknown;

  /** Who had not moved yet, as it came with the state: ignored, the server counts the moves. */
  @Allow()
  unmoved?: unknown;
}
