import type { GameState, Match, Player } from '@tabletop/game-kit';
import { initialScore } from '@tabletop/game-kit';

export type GameStatus = 'waiting' | 'playing' | 'over';

/** What the server knows about one game: enough to decide and to answer with a GameState. */
export interface StoredGame {
  id: number;
  code: string;
  game: string;
  status: GameStatus;
  match: Match<unknown>;
  version: number;
  seed: string;
}

export function toGameState(game: Pick<StoredGame, 'match' | 'code' | 'version'>): GameState {
  const { game: url, player, score, gameOver, state, forfeited } = game.match;
  const shown = { game: url, player, score, gameOver, state, code: game.code, version: game.version };
  return forfeited ? { ...shown, forfeited } : shown;
}

/** A seated-but-not-started game: no player to move, no game state yet, everyone at 0. */
export function waitingMatch(url: string, players: Player[]): Match<null> {
  return { game: url, player: null, score: initialScore(players), gameOver: false, state: null };
}
