import type { RematchOffer } from '@tabletop/game-kit';

/** How a finished game's seats hear about its rematch (Socket.IO in the app). */
export interface RematchNotices {
  /** To every connection of these users, on any instance: they may have left the game's room. */
  tellRematch(userIds: readonly number[], offer: RematchOffer): void;
}

export const REMATCH_NOTICES = Symbol('REMATCH_NOTICES');
