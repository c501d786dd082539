import type { GameState } from '@tabletop/game-kit';
import { isWaiting } from '@tabletop/protocol';

export const YOUR_TURN_MARK = '(Your turn)';

/** True while `userId` is to move in a started, unfinished game. */
export function isMyTurn(match: GameState | null, userId: number | undefined): boolean {
  if (!match || userId === undefined || match.gameOver || isWaiting(match)) return false;
  return match.player?.id === userId;
}

/** The page title with the turn mark in front while it is the player's turn, and without it otherwise. */
export function titleWithTurnMark(title: string, myTurn: boolean): string {
  const bare = title.startsWith(`${YOUR_TURN_MARK} `) ? title.slice(YOUR_TURN_MARK.length + 1) : title;
  return myTurn ? `${YOUR_TURN_MARK} ${bare}` : bare;
}
