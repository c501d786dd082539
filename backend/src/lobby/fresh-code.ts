import { ConflictException, HttpException } from '@nestjs/common';
import { uniqueViolation } from '../database/pg-errors';
import { ALREADY_ACTIVE, newInviteCode } from './lobby-rules';

/** How many fresh codes a new game tries before giving up (36^4 codes; a clash is rare until very many games live). */
export const CODE_ATTEMPTS = 20;
export const NO_FREE_CODE = 'No free game code; try again';

/**
 * Creates a game with a fresh invite code, trying another while the code is live already (the unique index on live
 * codes decides). A creator already seated in a live game is refused as such: one active game per user.
 */
export async function withFreshCode<T>(create: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    try {
      return await create(newInviteCode());
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'games_live_code_key') continue;
      if (constraint === 'game_players_one_active_key') throw new ConflictException(ALREADY_ACTIVE);
      throw error;
    }
  }
  throw new HttpException(NO_FREE_CODE, 503);
}
