import { IsDefined, IsInt, IsString, Matches, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

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

  /** Absent, not null: @IsOptional would let null through as "no id". */
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  id?: string;
}

/** `leave` and `presence` name the game by its code. */
export class GameCodeDto {
  @IsString()
  @Matches(CODE, { message: 'code must be exactly 4 letters or digits' })
  code: string;
}

export class SyncDto extends GameCodeDto {
  /** The version the client holds, to be sent the patches since then. Absent, not null: null is refused. */
  @ValidateIf((_dto, value) => value !== undefined)
  @IsInt()
  @Min(0)
  since?: number;
}
