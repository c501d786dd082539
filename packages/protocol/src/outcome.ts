import type { Match, Player } from '@tabletop/game-kit';

/** How a finished game ended, the same for every game: who won, and whether a forfeit decided it. */
export interface MatchOutcome {
  /** The best score among the players who did not forfeit; several on a tie; one when the last forfeit ended it. */
  winners: Player[];
  /** More than one winner: the best score is shared. */
  draw: boolean;
  /** Who forfeited, in the order they left. A forfeiter never wins. */
  forfeited: Player[];
  /** The player whose forfeit ended the game (too few left to go on), or null when the game's own rules ended it. */
  endedBy: Player | null;
  /** Of `forfeited`, those whose clock ran out. */
  timedOut: Player[];
  /** The game was called off (Match.aborted): no winners. */
  aborted: boolean;
}

/**
 * The outcome of a finished match, or null while it runs. A forfeit ends a game only when too few players are left,
 * so the one left wins whatever the score (a walkover's score is the game's own, not goals scored).
 */
export function matchOutcome(
  match: Pick<Match<unknown>, 'gameOver' | 'score' | 'forfeited' | 'aborted'>,
): MatchOutcome | null {
  if (!match.gameOver) return null;
  const forfeitedIds = match.forfeited?.players ?? [];
  const playerOf = (id: number) => match.score.find((entry) => entry.player.id === id)?.player;
  const forfeited = forfeitedIds.flatMap((id) => playerOf(id) ?? []);
  const timedOut = (match.forfeited?.timedOut ?? []).flatMap((id) => playerOf(id) ?? []);
  if (match.aborted) return { winners: [], draw: false, forfeited, endedBy: null, timedOut, aborted: true };
  const lastId = forfeitedIds[forfeitedIds.length - 1];
  const endedBy = match.forfeited?.endedGame && lastId !== undefined ? (playerOf(lastId) ?? null) : null;
  const stayed = match.score.filter((entry) => !forfeitedIds.includes(entry.player.id));
  const best = Math.max(...stayed.map((entry) => entry.score));
  const winners = stayed.filter((entry) => entry.score === best).map((entry) => entry.player);
  return { winners, draw: winners.length > 1, forfeited, endedBy, timedOut, aborted: false };
}

/** Whether `playerId` has forfeited this match (they watch it to its end, and may not act). */
export function hasForfeited(match: Pick<Match<unknown>, 'forfeited'>, playerId: number): boolean {
  return match.forfeited?.players.includes(playerId) ?? false;
}
