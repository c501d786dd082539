import { KEYPAD_DIRECTIONS, KEYPAD_VECTORS, isKeypadDirection, oppositeDirection } from './keypad';

describe('keypad directions', () => {
  it('lists the eight keys around 5 in keypad order', () => {
    expect(KEYPAD_DIRECTIONS).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });

  it('steps as the keys lie on a phone, y pointing down', () => {
    expect(KEYPAD_VECTORS[1]).toEqual({ dx: -1, dy: -1 });
    expect(KEYPAD_VECTORS[2]).toEqual({ dx: 0, dy: -1 });
    expect(KEYPAD_VECTORS[6]).toEqual({ dx: 1, dy: 0 });
    expect(KEYPAD_VECTORS[7]).toEqual({ dx: -1, dy: 1 });
    expect(Object.keys(KEYPAD_VECTORS).map(Number)).toEqual(KEYPAD_DIRECTIONS);
    // Key k sits at column (k - 1) % 3, row floor((k - 1) / 3) of the pad; 5 is the centre.
    for (const d of KEYPAD_DIRECTIONS) {
      expect(KEYPAD_VECTORS[d]).toEqual({ dx: ((d - 1) % 3) - 1, dy: Math.floor((d - 1) / 3) - 1 });
    }
  });

  it('gives each direction the one pointing back', () => {
    expect(KEYPAD_DIRECTIONS.map(oppositeDirection)).toEqual([9, 8, 7, 6, 4, 3, 2, 1]);
    for (const d of KEYPAD_DIRECTIONS) {
      const { dx, dy } = KEYPAD_VECTORS[oppositeDirection(d)];
      expect(KEYPAD_VECTORS[d]).toEqual({ dx: -dx + 0, dy: -dy + 0 });
    }
  });

  it.each([1, 2, 3, 4, 6, 7, 8, 9])('accepts %p', (value) => {
    expect(isKeypadDirection(value)).toBe(true);
  });

  it.each([0, 5, 10, -1, 1.5, '1', null, undefined, NaN, [1], { 1: 1 }, 1n])('refuses %p', (value) => {
    expect(isKeypadDirection(value)).toBe(false);
  });
});
