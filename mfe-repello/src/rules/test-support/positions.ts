import type { Match, Player } from '@tabletop/game-kit';
import { BOARD_SIZE, game, matchFromPosition, parsePosition, positionOf, printPosition } from '../index';
import type { Position, RepelloAction, RepelloState } from '../index';

/** Helpers for the tests only (excluded from the build). Seat s is played by player id s. */
export const PLAYERS: Player[] = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

/**
 * A position in the notation from a header and a list of pieces: `{ '1': [[3, 3]], b: [[1, 1], [2, 2]] }`.
 * Only the listed pieces are on the board, so small positions stay readable.
 */
export function sketch(header: string, pieces: Record<string, readonly (readonly [number, number])[]>): string {
  const grid = Array.from({ length: BOARD_SIZE }, () => Array<string>(BOARD_SIZE).fill('.'));
  for (const [letter, squares] of Object.entries(pieces)) for (const [x, y] of squares) grid[y][x] = letter;
  return `${header}\n${grid.map((row) => row.join(' ')).join('\n')}\n`;
}

export function matchOf(position: string | Position): Match<RepelloState> {
  const parsed = typeof position === 'string' ? parsePosition(position) : position;
  return matchFromPosition(PLAYERS.slice(0, parsed.seats.length), parsed);
}

/** Applies an action that must be accepted, by the player to move unless `by` is given. */
export function play(match: Match<RepelloState>, action: RepelloAction, by?: number): Match<RepelloState> {
  const actor = by ?? match.player?.id ?? -1;
  const result = game.apply(match, actor, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.match;
}

/** The canonical notation of a match's position (ids and direction lists left out). */
export function show(match: Match<RepelloState>): string {
  return printPosition(positionOf(match));
}

/** The canonical notation of a hand-written position. */
export function canonical(text: string): string {
  return printPosition(parsePosition(text));
}

export function legal(match: Match<RepelloState>): RepelloAction[] {
  return match.player ? game.legalActions(match, match.player.id) : [];
}
