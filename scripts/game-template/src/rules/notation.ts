import { addScore, initialScore, type Match, type Player } from '@tabletop/game-kit';
import { TARGET, WIN_SCORE } from './constants';
import { manifest } from './manifest';
import type { RaceState } from './types';

/*
 * The position notation, the language of the tests: `total: 18, next: B`. Seats are letters, A first (the creator,
 * who moves first), B second. A finished position names no one: `total: 21, winner: A`.
 */

const SEATS = ['A', 'B'] as const;
export type Seat = (typeof SEATS)[number];

export interface Position {
  state: RaceState;
  /** The seat to move, or the winner once the total is the target. */
  seat: Seat;
}

/** Reads a position; throws naming the mistake (the notation is written by hand, in tests). */
export function parsePosition(text: string): Position {
  const found = /^\s*total:\s*(\d+)\s*,\s*(next|winner):\s*([AB])\s*$/.exec(text);
  if (!found)
    throw new Error(`Bad position "${text}": write "total: <n>, next: A|B" or "total: ${TARGET}, winner: A|B"`);
  const total = Number(found[1]);
  const over = found[2] === 'winner';
  if (total > TARGET) throw new Error(`Bad position "${text}": the total never passes ${TARGET}`);
  if (over !== (total === TARGET)) throw new Error(`Bad position "${text}": the game ends exactly at ${TARGET}`);
  return { state: { total }, seat: found[3] as Seat };
}

export function printPosition(match: Match<RaceState>): string {
  const seatOf = (player: Player | null) => SEATS[match.score.findIndex((entry) => entry.player.id === player?.id)];
  if (match.gameOver)
    return `total: ${match.state.total}, winner: ${seatOf(match.score.find((e) => e.score > 0)?.player ?? null)}`;
  return `total: ${match.state.total}, next: ${seatOf(match.player)}`;
}

/** The match of two seated players in that position, as the rules would have made it. */
export function matchAt(players: Player[], text: string): Match<RaceState> {
  const { state, seat } = parsePosition(text);
  const score = initialScore(players);
  const player = players[SEATS.indexOf(seat)];
  if (state.total < TARGET) return { game: manifest.url, player, score, gameOver: false, state };
  return { game: manifest.url, player: null, score: addScore(score, player, WIN_SCORE), gameOver: true, state };
}
