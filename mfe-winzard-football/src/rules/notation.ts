import { initialScore, seedRandom, type Match, type Player, type RandomState } from '@tabletop/game-kit';
import { COURT_HEIGHT, COURT_WIDTH, halfOf } from './court';
import { CARD_VALUES } from './deal';
import { GAME_URL } from './players';
import type { Cell, Character, Icon, Pawn, Phase, Side, WinzardState } from './types';

/*
 * A compact text notation for matches, the language of the tests:
 *
 *   round: 2, phase: act, turn: left, actions: 2/1, red: 0, possession: left, kickoff: left, drawn: none,
 *   score: 0-0, shooter: none, random: 1 2 3 4       <- header fields, comma separated, on one or more lines
 *   pile: 5 6 7 8 9 10 11                            <- the draw pile, top first (`pile: empty` for none)
 *   Z1   Z2   A3   Z4   F5   F6   R7   R8            <- 6 rows of 8 cells
 *   ...
 *
 * A cell is a card, a letter and a value (Z Zurf, A Zapp, F Frozt, R Rootz, B Blaze: `A11` is Zapp 11), then an
 * optional icon: `*` the ball, `z` ZURF, `a` ZAPP, `f` FROZT, `r` ROOTZ (`F3a` is Frozt 3 with Zapp's pawn on it).
 * `.` stands for a filler card, the Sad 1 of the half's first character (Zurf 1 left, Frozt 1 right), so a scenario
 * writes only the cards that matter (`.*` is the ball on a filler). Every header field is optional: round 2, phase
 * act (ball in round 1), turn left, actions 2/2 (left/right), red 0, possession left, kickoff left, drawn none
 * (else `left`, `right` or `left right`), score 0-0, shooter none, random seeded by 'notation', the pile the Blaze
 * values not on the court in ascending order. `turn: over` ends the game. The left player is id 1, the right id 2,
 * unless players are given. lastDraw, lastShot and animation are not written: they read as null.
 * Moves have a notation of their own (`Zurf c3-d3`, `Zapp d3 shoots →`): move-notation.ts.
 */

const LETTERS: Record<string, Character> = { Z: 'Zurf', A: 'Zapp', F: 'Frozt', R: 'Rootz', B: 'Blaze' };
const CHARACTER_LETTERS: Record<Character, string> = { Zurf: 'Z', Zapp: 'A', Frozt: 'F', Rootz: 'R', Blaze: 'B' };
const MARKS: Record<string, Icon> = { '*': 'FOOTBALL', z: 'ZURF', a: 'ZAPP', f: 'FROZT', r: 'ROOTZ' };
const ICON_MARKS: Record<Icon, string> = { FOOTBALL: '*', ZURF: 'z', ZAPP: 'a', FROZT: 'f', ROOTZ: 'r' };
const FILLERS: Record<Side, Character> = { left: 'Zurf', right: 'Frozt' };
const PHASES: readonly Phase[] = ['ball', 'keeper', 'act', 'draw', 'shot'];
const PAWN_NAMES: readonly string[] = ['ZURF', 'ZAPP', 'FROZT', 'ROOTZ'];

export const NOTATION_PLAYERS: readonly Player[] = [
  { id: 1, name: 'Left' },
  { id: 2, name: 'Right' },
];

export type NotationResult = { ok: true; match: Match<WinzardState> } | { ok: false; error: string };

interface Header {
  round: number;
  phase?: Phase;
  turn: Side | 'over';
  actions: [number, number];
  red: number;
  possession: Side;
  kickoff: Side;
  drawn: Side[];
  score: [number, number];
  shooter: Pawn | null;
  random?: RandomState;
  pile?: number[];
}

/** Reads a match; never throws. */
export function parseNotation(text: string, players: readonly Player[] = NOTATION_PLAYERS): NotationResult {
  if (typeof text !== 'string') return fail('The notation must be a string');
  if (players.length !== 2) return fail('Winzard Football is played by 2 players');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const header: Header = {
    round: 2,
    turn: 'left',
    actions: [2, 2],
    red: 0,
    possession: 'left',
    kickoff: 'left',
    drawn: [],
    score: [0, 0],
    shooter: null,
  };
  while (lines.length > 0 && lines[0].includes(':')) {
    const error = readHeaderLine(lines.shift() as string, header);
    if (error) return fail(error);
  }
  if (lines.length !== COURT_HEIGHT) return fail(`Expected ${COURT_HEIGHT} rows of cells, found ${lines.length}`);

  const court: Cell[] = [];
  for (let y = 0; y < COURT_HEIGHT; y++) {
    const tokens = lines[y].split(/\s+/);
    if (tokens.length !== COURT_WIDTH) return fail(`Row ${y + 1} must hold ${COURT_WIDTH} cells: "${lines[y]}"`);
    for (const token of tokens) {
      const cell = readCell(token, halfOf(court.length));
      if (!cell) return fail(`Cannot read the cell "${token}" (use e.g. Z7, A11*, F3a or .)`);
      court.push(cell);
    }
  }
  for (const icon of Object.values(MARKS)) {
    if (court.filter((cell) => cell.icon === icon).length > 1) return fail(`${icon} stands on the court twice`);
  }

  const ids = players.map((player) => player.id);
  const idOf = (side: Side) => (side === 'left' ? ids[0] : ids[1]);
  const onCourt = court.filter((cell) => cell.character === 'Blaze').map((cell) => cell.value);
  const score = initialScore([...players]).map((entry, seat) => ({ ...entry, score: header.score[seat] }));
  const state: WinzardState = {
    unconvertedCourt: court,
    drawValues: header.pile ?? CARD_VALUES.filter((value) => !onCourt.includes(value)),
    round: header.round,
    actionsLeft: { [ids[0]]: header.actions[0], [ids[1]]: header.actions[1] },
    redCard: header.red,
    shooter: header.shooter,
    random: header.random ?? seedRandom('notation'),
    possession: idOf(header.possession),
    kickOff: idOf(header.kickoff),
    phase: header.phase ?? (header.round === 1 ? 'ball' : 'act'),
    drawn: header.drawn.map(idOf),
    lastDraw: null,
    lastShot: null,
    animation: null,
  };
  const over = header.turn === 'over';
  const player = over ? null : { ...players[header.turn === 'left' ? 0 : 1] };
  return { ok: true, match: { game: GAME_URL, player, score, gameOver: over, state } };
}

/** Reads a match and throws on bad notation: for tests and fixtures written by hand. */
export function parseMatch(text: string, players?: readonly Player[]): Match<WinzardState> {
  const result = parseNotation(text, players);
  if (!result.ok) throw new Error(`Bad Winzard Football notation: ${result.error}`);
  return result.match;
}

/** Prints a match in the canonical form: every header field, the pile, then the court with every card written. */
export function printMatch(match: Match<WinzardState>): string {
  const { state } = match;
  const ids = match.score.map((entry) => entry.player.id);
  const sideOfId = (id: number) => (id === ids[0] ? 'left' : 'right');
  const turn = match.gameOver || !match.player ? 'over' : sideOfId(match.player.id);
  const drawn =
    state.drawn.length === 0
      ? 'none'
      : ids
          .filter((id) => state.drawn.includes(id))
          .map(sideOfId)
          .join(' ');
  const header = [
    `round: ${state.round}, phase: ${state.phase}, turn: ${turn}`,
    `actions: ${state.actionsLeft[ids[0]]}/${state.actionsLeft[ids[1]]}, red: ${state.redCard}, drawn: ${drawn}`,
    `possession: ${sideOfId(state.possession)}, kickoff: ${sideOfId(state.kickOff)}, shooter: ${state.shooter ?? 'none'}`,
    `score: ${match.score.map((entry) => entry.score).join('-')}, random: ${state.random.join(' ')}`,
    `pile: ${state.drawValues.length === 0 ? 'empty' : state.drawValues.join(' ')}`,
  ];
  const rows: string[] = [];
  for (let y = 0; y < COURT_HEIGHT; y++) {
    const cells = state.unconvertedCourt.slice(y * COURT_WIDTH, (y + 1) * COURT_WIDTH).map(printCell);
    rows.push(
      cells
        .map((cell) => cell.padEnd(4))
        .join(' ')
        .trimEnd(),
    );
  }
  return [...header, ...rows].join('\n') + '\n';
}

export function printCell(cell: Cell): string {
  return `${CHARACTER_LETTERS[cell.character]}${cell.value}${cell.icon ? ICON_MARKS[cell.icon] : ''}`;
}

function readCell(token: string, half: Side): Cell | null {
  const match = /^(?:([ZAFRB])(1[01]|[1-9])|\.)([*zafr])?$/.exec(token);
  if (!match) return null;
  const [, letter, value, mark] = match;
  const card: Cell = letter
    ? { character: LETTERS[letter], value: Number(value) }
    : { character: FILLERS[half], value: 1 };
  return mark ? { ...card, icon: MARKS[mark] } : card;
}

function readHeaderLine(line: string, header: Header): string | null {
  const pile = /^pile\s*:\s*(.*)$/.exec(line);
  if (pile) return readPile(pile[1].trim(), header);
  for (const field of line.split(',')) {
    if (field.trim() === '') continue;
    const match = /^\s*(\w+)\s*:\s*(.+?)\s*$/.exec(field);
    if (!match) return `Cannot read the header field "${field.trim()}"`;
    const error = readField(match[1], match[2], header);
    if (error) return error;
  }
  return null;
}

function readField(key: string, value: string, header: Header): string | null {
  const side = /^(left|right)$/.test(value) ? (value as Side) : null;
  const count = /^\d+$/.test(value) ? Number(value) : null;
  const pair = /^(\d+)[/-](\d+)$/.exec(value);
  if (key === 'round' && count !== null && count >= 1) header.round = count;
  else if (key === 'phase' && (PHASES as readonly string[]).includes(value)) header.phase = value as Phase;
  else if (key === 'turn' && (side || value === 'over')) header.turn = side ?? 'over';
  else if (key === 'actions' && pair) header.actions = [Number(pair[1]), Number(pair[2])];
  else if (key === 'red' && count !== null) header.red = count;
  else if (key === 'possession' && side) header.possession = side;
  else if (key === 'kickoff' && side) header.kickoff = side;
  else if (key === 'drawn' && /^(none|left|right|left right|right left)$/.test(value)) {
    header.drawn = value === 'none' ? [] : (value.split(' ') as Side[]);
  } else if (key === 'score' && pair) header.score = [Number(pair[1]), Number(pair[2])];
  else if (key === 'shooter' && (value === 'none' || PAWN_NAMES.includes(value))) {
    header.shooter = value === 'none' ? null : (value as Pawn);
  } else if (key === 'random' && /^\d+ \d+ \d+ \d+$/.test(value)) {
    header.random = value.split(' ').map(Number) as RandomState;
  } else {
    return `Unknown header field "${key}: ${value}" (use round, phase, turn, actions, red, possession, kickoff, drawn, score, shooter, random, pile)`;
  }
  return null;
}

function readPile(text: string, header: Header): string | null {
  if (text === 'empty') {
    header.pile = [];
    return null;
  }
  if (!/^(\d+\s*)+$/.test(text)) return `Cannot read the pile "${text}" (use values or "empty")`;
  header.pile = text.split(/\s+/).map(Number);
  return null;
}

function fail(error: string): NotationResult {
  return { ok: false, error };
}
