import { IsDefined, IsInt, IsString, Matches, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CLIENT_ACTION_ID } from '../match/action-ids';
import { CODE, CODE_MESSAGE, GameCodeDto } from '../match/game-code.dto';

export { GameCodeDto } from '../match/game-code.dto';
const ACTION_KEYS: ReadonlySet<string> = new Set(['code', 'version', 'action', 'id']);

export class ActionDto {
  @IsString()
  @Matches(CODE, { message: CODE_MESSAGE })
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
  @Matches(CLIENT_ACTION_ID, { message: 'id must be 1 to 64 letters, digits, - or _' })
  id?: string;

  /**
   * Whether `value` is a plain action the decorators above accept: every player's every move is one, so the socket
   * pipe takes it as it is, without class-transformer and class-validator (`action.dto.test.ts` checks it never
   * accepts what they refuse). Anything else goes through them, which word the refusal.
   */
  static accepts(value: unknown): value is ActionDto {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    for (const key of Object.keys(value)) if (!ACTION_KEYS.has(key)) return false;
    const { code, version, action, id } = value as Record<string, unknown>;
    return (
      typeof code === 'string' &&
      CODE.test(code) &&
      Number.isInteger(version) &&
      (version as number) >= 0 &&
      action !== undefined &&
      action !== null &&
      (id === undefined || (typeof id === 'string' && CLIENT_ACTION_ID.test(id)))
    );
  }
}

export class SyncDto extends GameCodeDto {
  /** The version the client holds, to be sent the patches since then. Absent, not null: null is refused. */
  @ValidateIf((_dto, value) => value !== undefined)
  @IsInt()
  @Min(0)
  since?: number;
}

/** `reauth` carries a renewed access token; ours are a few hundred characters. */
export class ReauthDto {
  @IsString()
  @MinLength(1)
  @MaxLength(4096)
  token: string;
}
