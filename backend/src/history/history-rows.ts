import type { Player } from '@tabletop/game-kit';
import { matchOutcome, type HistoryPage, type HistoryRow } from '@tabletop/protocol';
import type { StoredHistoryGame } from './history-store';

/** How a finished game ended for one of its seats: a forfeiter lost; a shared best score is a draw. */
export function resultFor(game: Pick<StoredHistoryGame, 'status' | 'score' | 'forfeited'>, userId: number) {
  const outcome = matchOutcome({
    gameOver: game.status === 'over',
    score: game.score,
    forfeited: game.forfeited ?? undefined,
  });
  if (!outcome) return null;
  if (!outcome.winners.some((winner) => winner.id === userId)) return 'loss';
  return outcome.draw ? 'draw' : 'win';
}

/** One game of `userId`'s history as the list shows it. */
export function historyRow(game: StoredHistoryGame, userId: number): HistoryRow {
  const over = game.status === 'over';
  return {
    id: game.id,
    game: game.game,
    code: game.code,
    status: game.status,
    listed: game.listed,
    players: game.players,
    opponents: game.players.filter((player: Player) => player.id !== userId),
    result: resultFor(game, userId),
    moves: game.version,
    startedAt: game.createdAt.toISOString(),
    endedAt: over ? game.updatedAt.toISOString() : null,
  };
}

/**
 * A page from the games read for it: the store is asked for one more than the page holds, so a full page says
 * whether another follows without an empty last page. `next` is the last shown game's id: the next page's `before`.
 */
export function historyPage(games: StoredHistoryGame[], userId: number, limit: number): HistoryPage {
  const shown = games.slice(0, limit);
  const next = games.length > limit ? shown[shown.length - 1].id : null;
  return { games: shown.map((game) => historyRow(game, userId)), next };
}
