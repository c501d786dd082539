import { initialState, parseNotation, parseState, printState } from './index';

describe('the position notation', () => {
  it('reads the top row first and prints what it read', () => {
    const text = ['. . . . . . .', '. . . . . . .', '. . . . . . .', '. . . Y . . .', '. . . R Y . .', 'R . R R Y . .'];
    const state = parseState(text.join('\n'));
    expect(state.columns).toEqual([['R'], [], ['R'], ['R', 'R', 'Y'], ['Y', 'Y'], [], []]);
    expect(printState(state)).toBe(`${text.join('\n')}\n`);
    expect(parseState(printState(state))).toEqual(state);
  });

  it('prints the start as six empty rows', () => {
    expect(printState(initialState())).toBe('. . . . . . .\n'.repeat(6));
  });

  it.each([
    ['five rows', '.......\n'.repeat(5), 'Expected 6 rows, found 5'],
    ['a short row', '.......\n'.repeat(5) + '......', 'Row 6 must hold 7'],
    ['an unknown mark', '.......\n'.repeat(5) + 'X......', 'Row 6 must hold 7'],
    ['a floating disc', '.......\n'.repeat(4) + 'R......\n' + '.Y.....', 'Column 1 has a disc floating'],
    ['two Reds too many', '.......\n'.repeat(5) + 'RRR....', 'Red has 3 discs and Yellow 0'],
    ['Yellow ahead', '.......\n'.repeat(5) + 'Y......', 'Red has 0 discs and Yellow 1'],
    [
      'a four of the colour that did not move last',
      '.......\n'.repeat(4) + 'YYY....\n' + 'RRRR..Y',
      'R has four in a line, but Y moved last',
    ],
  ])('refuses %s', (_name, text, error) => {
    const result = parseNotation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(error);
    expect(() => parseState(text)).toThrow(/Bad Connect Four notation/);
  });

  it('refuses what is not a string without throwing', () => {
    expect(parseNotation(42 as never)).toEqual({ ok: false, error: 'The notation must be a string' });
  });
});
