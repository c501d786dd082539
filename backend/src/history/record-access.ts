import type { Player } from '@tabletop/game-kit';

/**
 * Who may see a game once it is recorded (docs/privacy.md). A game at a public table (`listed`) is anyone's to
 * replay and to see on its players' profiles; any other (an invite-code game, a game against the computer) only its
 * seats'. Anyone else is answered as if the game did not exist.
 */

export const UNKNOWN_GAME = 'Unknown game';
export const STILL_RUNNING = 'The game is still running';
export const NEVER_STARTED = 'The game never started: it has no replay';

/** What the rule reads of a game: whether it was public, and every seat it had (forfeited ones too). */
export interface GameAudience {
  listed: boolean;
  players: readonly Pick<Player, 'id'>[];
}

export const isSeated = (game: GameAudience, userId: number) => game.players.some((seat) => seat.id === userId);

/** A public game, or one the viewer sat in: replayable by them and shown to them on its players' profiles. */
export const maySee = (game: GameAudience, viewerId: number) => game.listed || isSeated(game, viewerId);

/** What a replay is asked of: the game's audience, how far it got, and who was dealt in. */
export interface ReplayCandidate extends GameAudience {
  status: 'waiting' | 'playing' | 'over';
  /** The seats the match was dealt to (its score); none when everyone left before it started. */
  dealt: number;
}

export type ReplayRefusal = { status: 404 | 409; message: string };

/**
 * Why `viewerId` gets no replay of `game`, or null when they get one. A game they may not see is answered as an
 * unknown id is; a game that has not ended, or ended before anyone was dealt in, has no replay.
 */
export function replayRefusal(game: ReplayCandidate | null, viewerId: number): ReplayRefusal | null {
  if (!game || !maySee(game, viewerId)) return { status: 404, message: UNKNOWN_GAME };
  if (game.status !== 'over') return { status: 409, message: STILL_RUNNING };
  if (game.dealt === 0) return { status: 409, message: NEVER_STARTED };
  return null;
}

/**
 * Whether `viewerId` may read the move list of the game a code led them to: its seats always; anyone else while it
 * runs (they hold its code, which is what watching it takes) or when it is public.
 */
export function mayReadMoves(game: GameAudience & { status: ReplayCandidate['status'] }, viewerId: number): boolean {
  return maySee(game, viewerId) || game.status === 'playing';
}
