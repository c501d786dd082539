import { gridPosition, initialState, parseNotation, parseState, printState } from './index';

const CANONICAL = `next: O, board: 5
X.. ... OOO
... .X. XX.
... ... ...

... ... ...
... ... ...
... ... ..X

... ... ...
... ... ...
... ... ...
`;

describe('the 9×9 notation', () => {
  it('maps board b, cell c to row 3⌊b/3⌋+⌊c/3⌋ and column 3(b mod 3)+(c mod 3)', () => {
    expect(gridPosition(0, 0)).toEqual({ row: 0, col: 0 });
    expect(gridPosition(4, 2)).toEqual({ row: 3, col: 5 });
    expect(gridPosition(5, 8)).toEqual({ row: 5, col: 8 });
    expect(gridPosition(6, 3)).toEqual({ row: 7, col: 0 });
    expect(gridPosition(8, 8)).toEqual({ row: 8, col: 8 });
  });

  it('reads marks into sorted x/o arrays per board and computes won boards', () => {
    const state = parseState(CANONICAL);
    expect(state.player).toBe('X');
    expect(state.boardToPlayIn).toBe(5);
    expect(state.games[0]).toStrictEqual({ x: [0], o: [] });
    expect(state.games[1]).toStrictEqual({ x: [4], o: [] });
    expect(state.games[2]).toStrictEqual({ x: [3, 4], o: [0, 1, 2], symbol: 'O' });
    expect(state.games[5]).toStrictEqual({ x: [8], o: [] });
    for (const board of [3, 4, 6, 7, 8]) expect(state.games[board]).toStrictEqual({ x: [], o: [] });
  });

  it('prints the canonical form and round-trips parse → print → parse', () => {
    expect(printState(parseState(CANONICAL))).toBe(CANONICAL);
    const state = parseState(CANONICAL);
    expect(parseState(printState(state))).toStrictEqual(state);
    expect(parseState(printState(initialState()))).toStrictEqual(initialState());
  });

  it('ignores spacing, indentation and blank lines', () => {
    const compact = CANONICAL.split('\n')
      .map((line) => `   ${line.replace(/ /g, '')}`)
      .filter((line) => line.trim() !== '')
      .join('\n\n');
    expect(parseState(compact)).toStrictEqual(parseState(CANONICAL));
  });

  it('prints a free choice as board: any', () => {
    expect(printState(initialState()).split('\n')[0]).toBe('next: X, board: any');
  });

  it('infers who moves next from the mark counts when the header is left out', () => {
    const rows = (first: string) => [first, ...Array(8).fill('... ... ...')].join('\n');
    expect(parseState(rows('... ... ...')).player).toBe('O'); // no marks → X next
    expect(parseState(rows('X.. ... ...')).player).toBe('X'); // one more X → O next
    expect(parseState(rows('XO. ... ...')).player).toBe('O'); // as many → X next
    expect(parseState(rows('XO. ... ...')).boardToPlayIn).toBeNull();
    expect(parseNotation(rows('XX. ... ...'))).toEqual({ ok: false, error: expect.stringMatching(/header/) });
    expect(parseNotation(rows('OO. ... ...'))).toEqual({ ok: false, error: expect.stringMatching(/header/) });
  });

  it.each([
    ['eight rows', CANONICAL.split('\n').slice(0, 9).join('\n'), /9 rows/],
    ['a short row', CANONICAL.replace('X.. ... OOO', 'X.. ... OO'), /Row 1/],
    ['an unknown mark', CANONICAL.replace('X..', 'x..'), /Row 1/],
    ['an unknown header field', CANONICAL.replace('next: O', 'turn: O'), /header field/],
    ['a bad board number', CANONICAL.replace('board: 5', 'board: 9'), /header field/],
    ['a forced board that is won', CANONICAL.replace('board: 5', 'board: 2'), /won/],
    ['both symbols owning a line', CANONICAL.replace('XX.', 'XXX'), /line of X and a line of O/],
    [
      'a full board without a line',
      `next: X
       XOX ... ...
       XOO ... ...
       OXX ... ...
       ... ... ...
       ... ... ...
       ... ... ...
       ... ... ...
       ... ... ...
       ... ... ...`,
      /cleared/,
    ],
  ])('refuses %s with a clear reason and without throwing', (_name, text, reason) => {
    const result = parseNotation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(reason);
    expect(() => parseState(text)).toThrow(reason);
  });
});
