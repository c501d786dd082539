import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/** The largest id PostgreSQL's integer holds: a cursor past it names no game and is refused, not sent to the database. */
const MAX_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 50;

/**
 * A path or query value written in decimal digits becomes its number; anything else stays as it came, for the number
 * checks to refuse. `Number()` alone would read `0x10`, `1e1` and ` 5` as numbers, none of them an id a page gave out.
 */
const DecimalNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^[0-9]{1,16}$/.test(value) ? Number(value) : value,
  );

/** `?game=&before=&limit=`: a page of a history, filtered by game, below a game id. */
export class HistoryQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  game?: string;

  /** The `next` of the previous page. */
  @IsOptional()
  @DecimalNumber()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  before?: number;

  @IsOptional()
  @DecimalNumber()
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
  @DecimalNumber()
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
  @DecimalNumber()
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  after?: number;
}
