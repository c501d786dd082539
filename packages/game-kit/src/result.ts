import type { Match, MoveResult, RuleErrorCode } from './contract';

export function accept<S>(match: Match<S>): MoveResult<S> {
  return { ok: true, match };
}

export function reject<S>(code: RuleErrorCode, message: string): MoveResult<S> {
  return { ok: false, error: { code, message } };
}

/**
 * The checks every game makes before its own rules: the game is running and it is this player's turn.
 * Returns the rejection, or null when the game's own rules may decide.
 */
export function rejectOutOfTurn<S>(match: Match<S>, playerId: number): MoveResult<S> | null {
  if (match.gameOver) return reject('game-over', 'The game is over');
  if (!match.player || match.player.id !== playerId) return reject('not-your-turn', 'It is not your turn');
  return null;
}
