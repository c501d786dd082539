import { game, initialState, parseNotation, parsePosition, printPosition, positionOf, type Position } from './index';
import { matchOf, sketch } from './test-support/positions';

const CANONICAL = `players: 3, turn: 2, round: 4, moved: yes, repels: 2
stack 1: value 9, points 2/1/0
stack 2: value 11, points 0/0/1
stack 3: value 10, points 1/0/0, off
. . . . . . . . . . . . .
. b . . . . s . . . . b .
. . . . . . . . . . . . .
. . . 1 . . . . . . . . .
. . . b . . . . . . . . .
. . . . . . . . . . . . .
. s . . . . . . . . b s .
. . . . . . . . . . . . .
. . . . . . . . . 2 . . .
. . . . . . . . . b . . .
. . . . . . . . . . . . .
. b . . . . s . . . . . .
. . . . . . . . . . . . .
`;

describe('the 13×13 notation', () => {
  it('reads stacks with their header lines, neutral pieces with their initial ids, and drops after the stacks', () => {
    const { seats, turn, state } = parsePosition(CANONICAL);
    expect(seats).toEqual([1, 2, 3]);
    expect(turn).toBe(1);
    expect(state).toMatchObject({ moved: true, round: 4, repelCount: 2 });
    const byId = Object.fromEntries(state.repellers.map((piece) => [piece.id, piece]));
    expect(state.repellers.map((piece) => piece.id)).toEqual(
      [0, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14].map((index) => `repellers.${index}`),
    );
    expect(byId['repellers.0']).toMatchObject({ color: 'black', x: 1, y: 1, value: 1, points: {} });
    expect(byId['repellers.9']).toMatchObject({ color: 'darkred', owner: 1, x: 3, y: 3, value: 9 });
    expect(byId['repellers.9'].points).toEqual({ black: 2, silver: 1, gold: 0 });
    expect(byId['repellers.10']).toMatchObject({ color: 'blue', owner: 2, x: 9, y: 8, value: 11 });
    expect(byId['repellers.11']).toMatchObject({ color: 'green', owner: 3, x: null, y: null, value: 10 });
    // Pieces off their initial squares take the ids after the three stacks, row by row.
    expect(byId['repellers.12']).toMatchObject({ color: 'black', x: 3, y: 4, value: 1 });
    expect(byId['repellers.13']).toMatchObject({ color: 'black', x: 10, y: 6 });
    expect(byId['repellers.14']).toMatchObject({ color: 'black', x: 9, y: 9 });
    expect('owner' in byId['repellers.12']).toBe(false);
  });

  it('prints the canonical form and round-trips parse → print → parse', () => {
    expect(printPosition(parsePosition(CANONICAL))).toBe(CANONICAL);
    const position = parsePosition(CANONICAL);
    expect(parsePosition(printPosition(position))).toStrictEqual(position);
  });

  it('reads the start of a game with every header left out, with the ids of setup', () => {
    const start: Position = parsePosition(printPosition({ seats: [1, 2], turn: 0, state: initialState() }));
    expect(start.state).toStrictEqual(initialState());
    const bare = parsePosition(printPosition(start).split('\n').slice(1).join('\n'));
    expect(bare).toStrictEqual(start);
  });

  it('ignores spacing, indentation and blank lines, and maps seats to the given player ids', () => {
    const compact = CANONICAL.split('\n')
      .map((line) => (line.includes(':') ? `  ${line}` : `   ${line.replace(/ /g, '')}`))
      .join('\n\n');
    expect(parsePosition(compact)).toStrictEqual(parsePosition(CANONICAL));
    const ids = parsePosition(CANONICAL, [40, 50, 60]);
    expect(ids.seats).toEqual([40, 50, 60]);
    expect(ids.state.repellers.filter((piece) => piece.owner !== undefined).map((piece) => piece.owner)).toEqual([
      40, 50, 60,
    ]);
    expect(printPosition(ids)).toBe(CANONICAL);
  });

  it('prints a finished game as turn: over and leaves out repels when none were made', () => {
    const over = parsePosition(CANONICAL.replace('turn: 2', 'turn: over').replace(', repels: 2', ''));
    expect(over.turn).toBeNull();
    expect(printPosition(over).split('\n')[0]).toBe('players: 3, turn: over, round: 4, moved: yes');
  });

  it('writes the positions reached earlier in the turn, one line each, and reads them back', () => {
    const start = matchOf(
      sketch('players: 2, turn: 1, round: 2, moved: yes', {
        1: [[12, 0]],
        2: [[0, 12]],
        b: [
          [4, 5],
          [5, 5],
          [7, 5],
        ],
      }),
    );
    const pushed = game.apply(start, 1, { type: 'repel', id: 'repellers.12', direction: 6 });
    if (!pushed.ok) throw new Error(pushed.error.message);
    const position = positionOf(pushed.match);
    const text = printPosition(position);
    // Row, column, kind of each piece in reading order: stack 1 on row a, column m; the blacks on row f, columns e, f
    // and h; stack 2 on row m, column a.
    expect(text.split('\n')[3]).toBe('reached: am1febffbfhbma2');
    expect(parsePosition(text)).toStrictEqual(position);
  });

  it.each([
    ['twelve rows', CANONICAL.split('\n').slice(0, 16).join('\n'), /13 rows/],
    ['a short row', CANONICAL.replace('. b . . . . s . . . . b .', '. b . . . . s . . . . b'), /Row 2/],
    ['an unknown piece', CANONICAL.replace('. b . . . . s . . . . b .', '. x . . . . s . . . . b .'), /Row 2/],
    ['an unknown header field', CANONICAL.replace('round: 4', 'rounds: 4'), /header field/],
    ['a turn beyond the players', CANONICAL.replace('turn: 2', 'turn: 4'), /Turn 4/],
    ['a stack beyond the players', CANONICAL.replace('players: 3', 'players: 2'), /Stack 3/],
    [
      'a stack on the board twice',
      CANONICAL.replace('. . . b . . . . . . . . .', '. . . 1 . . . . . . . . .'),
      /twice/,
    ],
    ['an off stack on the board', CANONICAL.replace('points 2/1/0', 'points 2/1/0, off'), /marked off/],
    ['a stack line for a missing stack', CANONICAL.replace('points 1/0/0, off', 'points 1/0/0'), /not on the board/],
    ['a bad stack field', CANONICAL.replace('value 9', 'height 9'), /height 9/],
    ['two lines for a stack', CANONICAL.replace('stack 2: value 11', 'stack 1: value 11'), /two lines/],
    [
      'a reached position of other pieces',
      CANONICAL.replace('stack 3:', 'reached: aabb1\nstack 3:'),
      /reached position/,
    ],
  ])('refuses %s with a clear reason and without throwing', (_name, text, reason) => {
    const result = parseNotation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(reason);
    expect(() => parsePosition(text)).toThrow(reason);
  });

  it('refuses player ids that do not match the player count', () => {
    expect(parseNotation(CANONICAL, [1, 2])).toEqual({ ok: false, error: expect.stringMatching(/player ids/) });
  });
});
