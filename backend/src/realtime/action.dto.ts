import { IsInt, IsString, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CLIENT_ACTION_ID } from '../match/action-ids';
import { CODE, CODE_MESSAGE, GameCodeDto } from '../match/game-code.dto';

export { GameCodeDto } from '../match/game-code.dto';

const ACTION_KEYS: ReadonlySet<string> = new Set(['code', 'version', 'action', 'id']);
const ID_MESSAGE = 'id must be 1 to 64 letters, digits, - or _';

/**
 * `action`: every move of every player. It checks itself (`problem`), in the words class-validator would use, instead of
 * carrying decorators: the socket's direct dispatch (message-dispatch.ts) and the validation pipe both ask it, so a
 * move is checked once, without class-transformer's copy and class-validator's walk.
 */
export class ActionDto {
  code: string;
  version: number;
  /** Its shape is the game's rules' to judge. */
  action: unknown;
  /** Absent, not null: null is no id. */
  id?: string;

  /** Why `value` is no action, or null when it is one (then it is used as it is). */
  static problem(value: unknown): string | null {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an action must be an object';
    const problems = Object.keys(value)
      .filter((key) => !ACTION_KEYS.has(key))
      .map((key) => `property ${key} should not exist`);
    const { code, version, action, id } = value as Record<string, unknown>;
    if (typeof code !== 'string') problems.push('code must be a string');
    else if (!CODE.test(code)) problems.push(CODE_MESSAGE);
    if (!Number.isInteger(version)) problems.push('version must be an integer number');
    else if ((version as number) < 0) problems.push('version must not be less than 0');
    if (action === undefined || action === null) problems.push('action should not be null or undefined');
    if (id !== undefined && typeof id !== 'string') problems.push('id must be a string');
    else if (id !== undefined && !CLIENT_ACTION_ID.test(id)) problems.push(ID_MESSAGE);
    return problems.length > 0 ? problems.join('; ') : null;
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
