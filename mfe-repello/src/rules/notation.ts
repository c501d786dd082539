import { BOARD_SIZE, INITIAL_PIECES, stackSize } from './squares';
import { isPositionKey } from './repetition';
import { FIRST_STACK_INDEX, idIndex, isOnTheBoard, neutralPiece, stackPiece } from './state';
import { annotate, type Position } from './turn';
import type { NeutralColor, Points, Repeller } from './types';

/*
 * A compact text notation for positions, the language of the tests:
 *
 *   players: 2, turn: 1, round: 3, moved: no    <- seats, the seat to move (1-based, or `over`), the round, moved;
 *                                                  `repels: n` when repels were made this turn
 *   stack 1: value 14, points 1/0/0             <- a stack's value and points black/silver/gold; `, off` when captured
 *   reached: bbbbgs…                            <- while repelling: a position reached earlier this turn, by its key
 *                                                  (repetition.ts), one line each, oldest first
 *   . . . . . . . . . . . . .                   <- 13 rows of 13 squares: `.` empty, `b` black, `s` silver, `g` gold,
 *   . b . . . . s . . . . b .                      `1`..`4` the stack of that seat; spaces are only for reading
 *   ...
 *
 * Every header line is optional: players default to the highest seat on the board (at least 2), turn to 1, round
 * to 1, moved to no; a stack without a line has the full stack size and no points. The notation carries no ids:
 * a neutral piece on its initial square with its initial colour gets its initial id, stack s gets repellers.(8+s),
 * and other pieces take the next ids row by row. The direction lists are computed. Player ids are 1..n unless
 * given. Moves have a notation of their own (`place g7`, `repel silver f5 ↗`): move-notation.ts.
 */

const PIECE_COLORS: Record<string, NeutralColor> = { b: 'black', s: 'silver', g: 'gold' };
const COLOR_LETTERS: Record<string, string> = { black: 'b', silver: 's', gold: 'g' };

export type NotationResult = { ok: true; position: Position } | { ok: false; error: string };

interface StackLine {
  value?: number;
  points: Points;
  off: boolean;
}

interface Header {
  players?: number;
  turn: number | 'over';
  round: number;
  moved: boolean;
  repels: number;
  stacks: Map<number, StackLine>;
  reached: string[];
}

/** Reads a position; never throws. Player ids default to 1..n in seat order. */
export function parseNotation(text: string, playerIds?: readonly number[]): NotationResult {
  if (typeof text !== 'string') return fail('The notation must be a string');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const header: Header = { turn: 1, round: 1, moved: false, repels: 0, stacks: new Map(), reached: [] };
  while (lines.length > 0 && lines[0].includes(':')) {
    const error = readHeaderLine(lines.shift() as string, header);
    if (error) return fail(error);
  }

  if (lines.length !== BOARD_SIZE) return fail(`Expected ${BOARD_SIZE} rows of squares, found ${lines.length}`);
  const rows = lines.map((line) => line.replace(/\s+/g, ''));
  const badRow = rows.findIndex((row) => row.length !== BOARD_SIZE || !/^[.bsg1-4]*$/.test(row));
  if (badRow !== -1) return fail(`Row ${badRow + 1} must hold ${BOARD_SIZE} of . b s g 1 2 3 4: "${lines[badRow]}"`);

  const stackSquares = new Map<number, { x: number; y: number }>();
  for (let y = 0; y < BOARD_SIZE; y++) {
    for (let x = 0; x < BOARD_SIZE; x++) {
      const char = rows[y][x];
      if (!/[1-4]/.test(char)) continue;
      const seat = Number(char);
      if (stackSquares.has(seat)) return fail(`Stack ${seat} stands on the board twice`);
      stackSquares.set(seat, { x, y });
    }
  }
  const highestSeat = Math.max(0, ...stackSquares.keys(), ...header.stacks.keys());
  const players = header.players ?? Math.max(2, highestSeat);
  if (highestSeat > players) return fail(`Stack ${highestSeat} is more than the ${players} players`);
  const seats = playerIds ? [...playerIds] : Array.from({ length: players }, (_, i) => i + 1);
  if (seats.length !== players) return fail(`${players} players but ${seats.length} player ids`);
  if (header.turn !== 'over' && header.turn > players) return fail(`Turn ${header.turn} is more than the players`);

  const repellers: Repeller[] = [];
  for (let seat = 1; seat <= players; seat++) {
    const square = stackSquares.get(seat);
    const line = header.stacks.get(seat);
    if (line?.off && square) return fail(`Stack ${seat} is marked off but stands on the board`);
    if (line && !line.off && !square) return fail(`Stack ${seat} is not on the board; add ", off" if it is captured`);
    if (!square && !line) continue;
    const stack = stackPiece(seat - 1, seats[seat - 1], players, square ?? { x: 0, y: 0 });
    repellers.push({
      ...stack,
      x: square ? square.x : null,
      y: square ? square.y : null,
      value: line?.value ?? stackSize(players),
      points: line?.points ?? stack.points,
    });
  }
  let nextIndex = FIRST_STACK_INDEX + players;
  for (let y = 0; y < BOARD_SIZE; y++) {
    for (let x = 0; x < BOARD_SIZE; x++) {
      const color = PIECE_COLORS[rows[y][x]];
      if (!color) continue;
      const initial = INITIAL_PIECES.findIndex((piece) => piece.x === x && piece.y === y && piece.color === color);
      repellers.push(neutralPiece(initial === -1 ? nextIndex++ : initial, color, { x, y }));
    }
  }
  repellers.sort((a, b) => idIndex(a.id) - idIndex(b.id));
  const onBoard = repellers.filter(isOnTheBoard).length;
  const badKey = header.reached.find((key) => !isPositionKey(key, onBoard));
  if (badKey !== undefined)
    return fail(`A reached position gives row, column and kind of each piece on the board: "${badKey}"`);

  const position: Position = {
    seats,
    turn: header.turn === 'over' ? null : header.turn - 1,
    state: {
      repellers,
      moved: header.moved,
      round: header.round,
      ...(header.repels > 0 && { repelCount: header.repels }),
      ...(header.reached.length > 0 && { reached: header.reached }),
    },
  };
  return { ok: true, position: annotate(position) };
}

/** Reads a position and throws on bad notation: for tests and fixtures written by hand. */
export function parsePosition(text: string, playerIds?: readonly number[]): Position {
  const result = parseNotation(text, playerIds);
  if (!result.ok) throw new Error(`Bad Repello notation: ${result.error}`);
  return result.position;
}

/** Prints a position in the canonical form: the header, a line per stack in seat order, then the grid. */
export function printPosition({ seats, turn, state }: Position): string {
  const grid = Array.from({ length: BOARD_SIZE }, () => Array<string>(BOARD_SIZE).fill('.'));
  const stackLines: string[] = [];
  const seatOfOwner = (owner: number) => seats.indexOf(owner) + 1;
  const stacks = state.repellers.filter((piece) => piece.owner !== undefined);
  stacks.sort((a, b) => seatOfOwner(a.owner as number) - seatOfOwner(b.owner as number));
  for (const piece of state.repellers) {
    if (!isOnTheBoard(piece)) continue;
    grid[piece.y][piece.x] =
      piece.owner === undefined ? (COLOR_LETTERS[piece.color] ?? '?') : String(seatOfOwner(piece.owner));
  }
  for (const stack of stacks) {
    const { black, silver, gold } = stack.points;
    const off = isOnTheBoard(stack) ? '' : ', off';
    stackLines.push(
      `stack ${seatOfOwner(stack.owner as number)}: value ${stack.value}, points ${black}/${silver}/${gold}${off}`,
    );
  }
  const fields = [
    `players: ${seats.length}`,
    `turn: ${turn === null ? 'over' : turn + 1}`,
    `round: ${state.round}`,
    `moved: ${state.moved ? 'yes' : 'no'}`,
    ...(state.repelCount ? [`repels: ${state.repelCount}`] : []),
  ];
  const reachedLines = (state.reached ?? []).map((key) => `reached: ${key}`);
  return [fields.join(', '), ...stackLines, ...reachedLines, ...grid.map((row) => row.join(' '))].join('\n') + '\n';
}

function readHeaderLine(line: string, header: Header): string | null {
  const stack = /^stack\s+([1-4])\s*:(.*)$/.exec(line);
  if (stack) return readStackLine(Number(stack[1]), stack[2], header);
  const reached = /^reached\s*:\s*(\S*)$/.exec(line);
  if (reached) {
    header.reached.push(reached[1]);
    return null;
  }
  for (const field of line.split(',')) {
    const match = /^\s*(\w+)\s*:\s*(\S+)\s*$/.exec(field);
    if (!match) return `Cannot read the header field "${field.trim()}"`;
    const [, key, value] = match;
    if (key === 'players' && /^[1-4]$/.test(value)) header.players = Number(value);
    else if (key === 'turn' && /^([1-4]|over)$/.test(value)) header.turn = value === 'over' ? 'over' : Number(value);
    else if (key === 'round' && /^[1-9]\d*$/.test(value)) header.round = Number(value);
    else if (key === 'moved' && /^(yes|no)$/.test(value)) header.moved = value === 'yes';
    else if (key === 'repels' && /^\d+$/.test(value)) header.repels = Number(value);
    else {
      return `Unknown header field "${key}: ${value}" (use players: 1..4, turn: 1..4|over, round: n, moved: yes|no, repels: n)`;
    }
  }
  return null;
}

function readStackLine(seat: number, text: string, header: Header): string | null {
  if (header.stacks.has(seat)) return `Stack ${seat} has two lines`;
  const line: StackLine = { points: { black: 0, silver: 0, gold: 0 }, off: false };
  for (const field of text.split(',').map((part) => part.trim())) {
    const value = /^value\s+(\d+)$/.exec(field);
    const points = /^points\s+(\d+)\/(\d+)\/(\d+)$/.exec(field);
    if (value) line.value = Number(value[1]);
    else if (points) line.points = { black: Number(points[1]), silver: Number(points[2]), gold: Number(points[3]) };
    else if (field === 'off') line.off = true;
    else if (field !== '') return `Cannot read "${field}" of stack ${seat} (use value n, points b/s/g, off)`;
  }
  header.stacks.set(seat, line);
  return null;
}

function fail(error: string): NotationResult {
  return { ok: false, error };
}
