import type { ClockState, GameState, Match, Player } from '@tabletop/game-kit';
import { initialScore } from '@tabletop/game-kit';
import type { Pace, SeatMoves } from './pace';

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
  /** Null: the game has no clock (absent where a test leaves it out, the same). */
  clock?: ClockState | null;
  /** Each seat's moves and finished turns; null while the game waits. */
  moves?: SeatMoves | null;
}

export function toGameState(game: Pick<StoredGame, 'match' | 'code' | 'version' | 'clock' | 'moves'>): GameState {
  const { game: url, player, score, gameOver, state, forfeited, aborted } = game.match;
  const shown: GameState = {
    game: url,
    player,
    score,
    gameOver,
    state,
    code: game.code,
    version: game.version,
    clock: game.clock ?? null,
  };
  if (forfeited) shown.forfeited = forfeited;
  if (aborted) shown.aborted = aborted;
  const unmoved = game.match.gameOver || !game.moves ? [] : unmovedSeats(game.match.score, game.moves);
  if (unmoved.length > 0) shown.unmoved = unmoved;
  return shown;
}

/** The game's clock and moves as the pace functions take them (null where the game has none). */
export function paceOf(game: Pick<StoredGame, 'clock' | 'moves'>): Pace {
  return { clock: game.clock ?? null, moves: game.moves ?? null };
}

/** The seats that have not made their first move, by user id in seat order. */
function unmovedSeats(score: Match<unknown>['score'], moves: SeatMoves): number[] {
  return score.flatMap(({ player }, seat) => ((moves.actions[seat] ?? 0) === 0 ? [player.id] : []));
}

/** A seated-but-not-started game: no player to move, no game state yet, everyone at 0. */
export function waitingMatch(url: string, players: Player[]): Match<null> {
  return { game: url, player: null, score: initialScore(players), gameOver: false, state: null };
}
