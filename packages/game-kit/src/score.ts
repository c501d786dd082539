import type { Player, ScoreEntry } from './contract';

/** A fresh score list, one entry per seated player in seat order. */
export function initialScore(players: Player[]): ScoreEntry[] {
  return players.map((player) => ({ player: { ...player }, score: 0 }));
}

/**
 * Adds `amount` to the current player's score, or to `playerId`'s when given.
 * Returns an empty list when that player has no entry: there is no score to add to.
 */
export function addScore(
  score: ScoreEntry[],
  current: Player | null,
  amount = 1,
  playerId: number | undefined = current?.id,
): ScoreEntry[] {
  if (playerId === undefined || !score.some((entry) => entry.player.id === playerId)) return [];
  return score.map((entry) => (entry.player.id === playerId ? { ...entry, score: entry.score + amount } : entry));
}

/** The score-list entry `offset` places after the current player, wrapping around. */
export function nextPlayer(score: ScoreEntry[], current: Player | null, offset = 1): Player | null {
  if (score.length === 0) return null;
  const index = current ? score.findIndex((entry) => entry.player.id === current.id) : -1;
  const next = (((index + offset) % score.length) + score.length) % score.length;
  return score[next].player;
}

/** The first player of a starting game: the first score entry. */
export function firstPlayer(score: ScoreEntry[]): Player | null {
  return score[0]?.player ?? null;
}
