import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/** The largest id PostgreSQL's integer holds: a cursor past it names no game and is refused, not sent to the database. */
const MAX_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 50;

/** `?game=&before=&limit=`: a page of a history, filtered by game, below a game id. */
export class HistoryQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  game?: string;

  /** The `next` of the previous page. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  before?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

export class PlayerNameDto {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;
}

export class GameIdDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id: number;
}

/** `?code=&after=`: a game's moves after a version. */
export class MovesQueryDto {
  @IsString()
  @Matches(/^[A-Za-z0-9]{4}$/, { message: 'code must be exactly 4 letters or digits' })
  code: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  after?: number;
}
