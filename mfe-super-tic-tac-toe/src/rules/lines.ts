/** Win lines shared by a small board and the big grid (RULES.md). */
export const WIN_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** True when the given positions (0..8) include a complete win line. */
export function hasLine(positions: readonly number[]): boolean {
  let mask = 0;
  for (const position of positions) mask |= 1 << position;
  return WIN_LINES.some(([a, b, c]) => (mask & (1 << a)) !== 0 && (mask & (1 << b)) !== 0 && (mask & (1 << c)) !== 0);
}
