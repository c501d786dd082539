import { manifest } from './manifest';
import { initialScore, type Match, type Player } from '@tabletop/game-kit';
import { SEAT_COLORS } from './squares';
import { pointsScore, stackOf } from './state';
import { annotate, type Position } from './turn';
import type { RepelloState, StackColor } from './types';

export const GAME_URL = manifest.url;

/** The seat (0-based, in score order) of a player, or -1 for someone not seated. */
export function seatOf(match: Pick<Match<RepelloState>, 'score'>, playerId: number): number {
  return match.score.findIndex((entry) => entry.player.id === playerId);
}

/** The stack colour of a seat: dark red, blue, green, yellow. */
export function seatColor(seat: number): StackColor | null {
  return SEAT_COLORS[seat] ?? null;
}

/** The position a match is in: its seating, whose turn it is and the state. */
export function positionOf(match: Match<RepelloState>): Position {
  const seats = match.score.map((entry) => entry.player.id);
  const turn = match.gameOver || !match.player ? null : seats.indexOf(match.player.id);
  return { seats, turn: turn === -1 ? null : turn, state: match.state };
}

/** A player's score: black × 1 + silver × 3 + gold × 5 of their stack's points (0 before it is placed). */
export function scoreOf(state: RepelloState, playerId: number): number {
  const stack = stackOf(state, playerId);
  return stack ? pointsScore(stack.points) : 0;
}

/** The match of a position played by `players` (in seat order); the direction lists are recomputed. */
export function matchFromPosition(players: Player[], position: Omit<Position, 'seats'>): Match<RepelloState> {
  const seats = players.map((player) => player.id);
  const { turn, state } = annotate({ seats, turn: position.turn, state: position.state });
  const score = initialScore(players).map((entry) => ({ ...entry, score: scoreOf(state, entry.player.id) }));
  const player = turn === null ? null : { ...players[turn] };
  return { game: GAME_URL, player, score, gameOver: turn === null, state };
}
