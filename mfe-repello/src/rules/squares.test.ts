import {
  DIRECTIONS,
  DIRECTION_VECTORS,
  GREEN_SQUARES,
  VALUE_GRID,
  isGreenSquare,
  oppositeDirection,
  squareKind,
  squareValue,
  traceMove,
  type Direction,
} from './index';

describe('the value grid (RULES.md)', () => {
  it('reads value(x, y) as row y, column x', () => {
    expect(squareValue(0, 0)).toBe(3);
    expect(squareValue(12, 0)).toBe(3);
    expect(squareValue(0, 1)).toBe(5);
    expect(squareValue(3, 0)).toBe(6);
    expect(squareValue(0, 3)).toBe(4);
    expect(squareValue(12, 12)).toBe(5);
  });

  it('follows the generation rule except for the four listed squares', () => {
    const starts = [3, 5, 1, 4, 6, 2, 4, 6, 2, 5, 1, 3, 5];
    const exceptions: Record<string, number> = { '6,2': 3, '6,10': 3, '2,9': 5, '6,11': 1 };
    for (let y = 0; y < 13; y++) {
      for (let x = 0; x < 13; x++) {
        const generated = ((starts[y] - 1 + x) % 6) + 1;
        expect(squareValue(x, y)).toBe(exceptions[`${x},${y}`] ?? generated);
      }
    }
    expect(
      Object.entries(exceptions).every(
        ([key, value]) => squareValue(...(key.split(',').map(Number) as [number, number])) === value,
      ),
    ).toBe(true);
  });

  it('has the published value counts', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const row of VALUE_GRID) for (const value of row) counts[value]++;
    expect(counts.slice(1)).toEqual([26, 28, 29, 28, 30, 28]);
  });

  it('gives 0 off the board and for non-integers', () => {
    expect(squareValue(-1, 0)).toBe(0);
    expect(squareValue(13, 0)).toBe(0);
    expect(squareValue(0, 13)).toBe(0);
    expect(squareValue(0.5, 0)).toBe(0);
  });
});

describe('special squares', () => {
  it('has a ring of 24 green squares at 3 and 9', () => {
    expect(GREEN_SQUARES).toHaveLength(24);
    expect(GREEN_SQUARES.every(({ x, y }) => isGreenSquare(x, y))).toBe(true);
    expect(isGreenSquare(3, 3)).toBe(true);
    expect(isGreenSquare(6, 9)).toBe(true);
    expect(isGreenSquare(6, 6)).toBe(false);
    expect(isGreenSquare(2, 3)).toBe(false);
    expect(isGreenSquare(3, 10)).toBe(false);
  });

  it('names the start squares of black (near the corners), silver (edge midpoints) and gold (centre)', () => {
    expect(
      [
        [1, 1],
        [11, 11],
        [1, 11],
        [11, 1],
      ].map(([x, y]) => squareKind(x, y)),
    ).toEqual(Array(4).fill('black-start'));
    expect(
      [
        [1, 6],
        [11, 6],
        [6, 1],
        [6, 11],
      ].map(([x, y]) => squareKind(x, y)),
    ).toEqual(Array(4).fill('silver-start'));
    expect(squareKind(6, 6)).toBe('gold-start');
    expect(squareKind(9, 4)).toBe('green');
    expect(squareKind(0, 0)).toBe('plain');
  });
});

describe('directions', () => {
  it('use the phone keypad with y pointing down, the opposite of d being 10 − d', () => {
    expect(DIRECTIONS).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(DIRECTION_VECTORS[2]).toEqual({ dx: 0, dy: -1 });
    expect(DIRECTION_VECTORS[9]).toEqual({ dx: 1, dy: 1 });
    expect(DIRECTION_VECTORS[7]).toEqual({ dx: -1, dy: 1 });
    for (const d of DIRECTIONS) {
      const { dx, dy } = DIRECTION_VECTORS[oppositeDirection(d)];
      expect(DIRECTION_VECTORS[d]).toEqual({ dx: -dx + 0, dy: -dy + 0 });
    }
  });
});

const sq = (x: number, y: number) => ({ x, y });

describe('the path of a move, ignoring other pieces', () => {
  it.each([
    ['right, straight', [3, 3], 6, [sq(4, 3), sq(5, 3)]],
    ['off the right edge, diagonally', [11, 5], 9, [sq(12, 6), sq(11, 7), sq(10, 8), sq(9, 9)]],
    ['off the top edge, diagonally', [5, 1], 3, [sq(6, 0), sq(7, 1), sq(8, 2)]],
    ['off the left edge, diagonally', [1, 4], 7, [sq(0, 5), sq(1, 6)]],
    ['off the bottom edge, straight back over the start', [4, 11], 8, [sq(4, 12), sq(4, 11), sq(4, 10)]],
    ['off the top edge, straight back over the start', [8, 1], 2, [sq(8, 0), sq(8, 1), sq(8, 2), sq(8, 3), sq(8, 4)]],
    ['off the left edge, straight back over the start', [1, 0], 4, [sq(0, 0), sq(1, 0), sq(2, 0)]],
    ['off the bottom, then the left edge', [2, 11], 7, [sq(1, 12), sq(0, 11), sq(1, 10), sq(2, 9), sq(3, 8), sq(4, 7)]],
    ['into the top-right corner and back out', [9, 3], 3, [sq(10, 2), sq(11, 1), sq(12, 0), sq(11, 1), sq(10, 2)]],
    [
      'into the bottom-right corner and back out',
      [9, 9],
      9,
      [sq(10, 10), sq(11, 11), sq(12, 12), sq(11, 11), sq(10, 10)],
    ],
    [
      'into the bottom-left corner and back out',
      [5, 7],
      7,
      [sq(4, 8), sq(3, 9), sq(2, 10), sq(1, 11), sq(0, 12), sq(1, 11)],
    ],
    [
      'into the top-left corner and back over the start',
      [2, 2],
      1,
      [sq(1, 1), sq(0, 0), sq(1, 1), sq(2, 2), sq(3, 3), sq(4, 4)],
    ],
  ] as const)('%s', (_name, [x, y], direction, path) => {
    expect(traceMove({ x, y }, direction as Direction)).toEqual(path);
  });

  it('has the length of the first square entered', () => {
    for (let y = 0; y < 13; y++) {
      for (let x = 0; x < 13; x++) {
        for (const d of DIRECTIONS) {
          const path = traceMove({ x, y }, d);
          const { dx, dy } = DIRECTION_VECTORS[d];
          if (path === null) expect(squareValue(x + dx, y + dy)).toBe(0);
          else {
            expect(path).toHaveLength(squareValue(x + dx, y + dy));
            expect(path.every((s) => squareValue(s.x, s.y) > 0)).toBe(true);
          }
        }
      }
    }
  });

  it('cannot start off the board', () => {
    expect(traceMove({ x: 0, y: 5 }, 4)).toBeNull();
    expect(traceMove({ x: 12, y: 12 }, 9)).toBeNull();
    expect(traceMove({ x: 6, y: 0 }, 3)).toBeNull();
  });
});
