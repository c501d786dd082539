import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { COMPUTER_LEVELS, type ComputerLevel } from './computer-level';

export class PlayComputerDto {
  @IsString()
  @MaxLength(64)
  game: string;

  @IsIn(COMPUTER_LEVELS, { message: "level must be 'easy' or 'hard'" })
  level: ComputerLevel;

  /** Computer seats; more than one only in a game for more than two (Repello). */
  @IsOptional()
  @IsInt({ message: 'opponents must be a whole number from 1 to 3' })
  @Min(1, { message: 'opponents must be a whole number from 1 to 3' })
  @Max(3, { message: 'opponents must be a whole number from 1 to 3' })
  opponents?: number;
}
