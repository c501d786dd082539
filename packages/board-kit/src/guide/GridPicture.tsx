/** How one letter of a picture's rows is drawn. */
export interface CellPaint {
  /** The square's colour. */
  fill: string;
  /** A piece on it: a disc of this colour. */
  disc?: string;
  /** A letter or symbol drawn on it. */
  mark?: string;
  markColor?: string;
  /** A ring round the square: it is highlighted (clickable). */
  ring?: string;
}

export interface GridPictureProps {
  /** The picture, one string per row, one letter per square (each letter a key of `paint`). */
  rows: readonly string[];
  paint: Readonly<Record<string, CellPaint>>;
  /** Draw a thicker gap after every `block` squares (Super Tic-Tac-Toe's small boards). */
  block?: number;
  background?: string;
}

const SIZE = 10;

/**
 * A small picture of a board, drawn from rows of letters the way the rules' tests write positions: each game's
 * `How to play` draws its own boards with it.
 */
export function GridPicture({ rows, paint, block, background = '#263238' }: GridPictureProps) {
  const height = rows.length;
  const width = Math.max(...rows.map((row) => row.length));
  const gap = (index: number) => (block ? Math.floor(index / block) * 1.5 : 0);
  const total = (count: number) => count * SIZE + gap(count - 1) + 1;
  return (
    <svg
      viewBox={`-1 -1 ${total(width) + 1} ${total(height) + 1}`}
      width="100%"
      height="100%"
      style={{ display: 'block' }}
    >
      <rect x={-1} y={-1} width={total(width) + 1} height={total(height) + 1} rx={2} fill={background} />
      {rows.flatMap((row, y) =>
        [...row].map((letter, x) => {
          const cell = paint[letter];
          if (!cell) return null;
          const left = x * SIZE + gap(x);
          const top = y * SIZE + gap(y);
          const centre = { x: left + SIZE / 2, y: top + SIZE / 2 };
          return (
            <g key={`${x},${y}`}>
              <rect x={left + 0.5} y={top + 0.5} width={SIZE - 1} height={SIZE - 1} rx={1} fill={cell.fill} />
              {cell.ring && (
                <rect
                  x={left + 1}
                  y={top + 1}
                  width={SIZE - 2}
                  height={SIZE - 2}
                  rx={1}
                  fill="none"
                  stroke={cell.ring}
                  strokeWidth={1.2}
                />
              )}
              {cell.disc && <circle cx={centre.x} cy={centre.y} r={SIZE * 0.36} fill={cell.disc} />}
              {cell.mark && (
                <text
                  x={centre.x}
                  y={centre.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={SIZE * 0.7}
                  fontWeight={800}
                  fontFamily="system-ui, sans-serif"
                  fill={cell.markColor ?? '#ffffff'}
                >
                  {cell.mark}
                </text>
              )}
            </g>
          );
        }),
      )}
    </svg>
  );
}
