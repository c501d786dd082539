import { keyframes, styled } from '@mui/material/styles';
import { memo } from 'react';
import type { Direction, StackColor } from '../rules';
import { HIGHLIGHT, SQUARE_PAINT, STACK_PAINT } from './colors';
import { DIRECTION_ARROWS } from '@tabletop/board-kit';
import type { SquareMark } from './interaction';
import type { SquareView } from './view-model';

interface SquareButtonProps {
  square: SquareView;
  mark: SquareMark | undefined;
  description: string;
  descriptionId: string;
  /** The viewer's stack colour, for the placement and path hints. */
  myColor: StackColor | null;
  refused: boolean;
  onSquare(x: number, y: number): void;
  onPreview(direction: Direction | null): void;
}

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-8%); }
  75% { transform: translateX(8%); }
`;

/**
 * A plain button styled once, its states set by attributes (paint, mark, clickable, refused): the board draws 169 of
 * them, and as MUI ButtonBases with an `sx` resolved per square each render paid for 169 style objects.
 */
const Square = styled('button')({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 0,
  outline: 0,
  appearance: 'none',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  fontFamily: 'inherit',
  fontWeight: 700,
  fontSize: 'calc(100cqi / 13 * 0.38)',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  cursor: 'default',
  boxShadow: 'inset 0 0 0 0.5px rgba(60, 40, 20, 0.35)',
  ...Object.fromEntries(
    Object.entries(SQUARE_PAINT).map(([paint, { fill, text }]) => [
      `&[data-paint="${paint}"]`,
      { backgroundColor: fill, color: text },
    ]),
  ),
  '&::after': { content: '""', position: 'absolute', inset: 0, pointerEvents: 'none' },
  '&[aria-disabled="false"]': { cursor: 'pointer' },
  '&[aria-disabled="false"]::after': { boxShadow: `inset 0 0 0 2px ${HIGHLIGHT.target}` },
  '&[aria-disabled="false"][data-mark="push"]::after': { boxShadow: `inset 0 0 0 2px ${HIGHLIGHT.pushable}` },
  '&[aria-disabled="false"]:hover::after': { backgroundColor: 'rgba(0, 191, 165, 0.18)' },
  '&[data-refused]': { animation: `${shake} 250ms ease-in-out 2` },
  // As specific as the push ring above and after it: a refusal shows over any highlight.
  '&[data-refused][aria-disabled]::after': { boxShadow: `inset 0 0 0 3px ${HIGHLIGHT.refused}` },
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: -3, zIndex: 3 },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** One of the 169 squares: always named `Square X,Y`; what is on it goes in its description. */
export const SquareButton = memo(function SquareButton(props: SquareButtonProps) {
  const { square, mark, description, descriptionId, myColor, refused, onSquare, onPreview } = props;
  const { x, y, value, kind } = square;
  const paint = kind === 'plain' && (x + y) % 2 === 1 ? 'plain-dark' : kind;
  const mine = myColor ? STACK_PAINT[myColor].fill : HIGHLIGHT.target;
  const clickable = mark?.clickable ?? false;
  const previews = mark?.direction !== undefined && (mark.role === 'land' || mark.role === 'push');

  return (
    <Square
      type="button"
      aria-label={`Square ${x},${y}`}
      aria-describedby={descriptionId}
      aria-disabled={!clickable}
      tabIndex={clickable ? 0 : -1}
      data-paint={paint}
      data-mark={mark?.role}
      data-refused={refused || undefined}
      onClick={() => onSquare(x, y)}
      onMouseEnter={previews ? () => onPreview(mark!.direction!) : undefined}
      onMouseLeave={previews ? () => onPreview(null) : undefined}
      onFocus={previews ? () => onPreview(mark!.direction!) : undefined}
      onBlur={previews ? () => onPreview(null) : undefined}
    >
      <span aria-hidden>{value}</span>
      <span id={descriptionId} hidden>
        {description}
      </span>
      {mark?.role === 'place' && <Marker color={mine} size={0.74} opacity={0.55} ring />}
      {mark?.role === 'land' && <Marker color={mine} size={mark.emphasis ? 0.7 : 0.58} opacity={0.95} ring />}
      {mark?.role === 'path' && <Tint color={mine} opacity={mark.emphasis ? 0.55 : 0.25} />}
      {mark?.role === 'push' && mark.direction && (
        <Arrow glyph={DIRECTION_ARROWS[mark.direction]} emphasis={mark.emphasis} />
      )}
    </Square>
  );
});

/** A disc or ring over the square: where a stack may go, or the squares a move passes. */
function Marker({ color, size, opacity, ring }: { color: string; size: number; opacity: number; ring?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'absolute',
        left: `${(1 - size) * 50}%`,
        top: `${(1 - size) * 50}%`,
        width: `${size * 100}%`,
        height: `${size * 100}%`,
        borderRadius: '50%',
        opacity,
        pointerEvents: 'none',
        ...(ring
          ? { border: `max(2px, calc(100cqi / 13 * 0.09)) solid ${color}`, boxShadow: `0 0 6px ${color}` }
          : { background: color }),
      }}
    />
  );
}

/** The squares a move passes through, washed in the mover's colour. */
function Tint({ color, opacity }: { color: string; opacity: number }) {
  return (
    <span aria-hidden style={{ position: 'absolute', inset: 0, background: color, opacity, pointerEvents: 'none' }} />
  );
}

function Arrow({ glyph, emphasis }: { glyph: string; emphasis: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'absolute',
        inset: '12%',
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: emphasis ? HIGHLIGHT.pushable : 'rgba(255, 179, 0, 0.75)',
        color: '#2b1d00',
        fontSize: 'calc(100cqi / 13 * 0.5)',
        fontWeight: 900,
        pointerEvents: 'none',
      }}
    >
      {glyph}
    </span>
  );
}
