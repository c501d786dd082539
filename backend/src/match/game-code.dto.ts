import { IsString, Matches } from 'class-validator';

/** An invite code: four letters or digits, in either case. */
export const CODE = /^[A-Za-z0-9]{4}$/;
export const CODE_MESSAGE = 'code must be exactly 4 letters or digits';

/** A request that names the caller's game by its code (abort, claim; the socket's leave, presence and watch). */
export class GameCodeDto {
  @IsString()
  @Matches(CODE, { message: CODE_MESSAGE })
  code: string;
}
