import { IsDefined, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';

const CODE = /^[A-Za-z0-9]{4}$/;

export class ActionDto {
  @IsString()
  @Matches(CODE, { message: 'code must be exactly 4 letters or digits' })
  code: string;

  @IsInt()
  @Min(0)
  version: number;

  /** Its shape is the game's rules' to judge. */
  @IsDefined()
  action: unknown;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  id?: string;
}

export class SyncDto {
  @IsString()
  @Matches(CODE, { message: 'code must be exactly 4 letters or digits' })
  code: string;
}

/** `leave` and `presence` name the game by its code, like `sync`. */
export class GameCodeDto extends SyncDto {}
