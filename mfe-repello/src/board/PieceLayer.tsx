import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HIGHLIGHT, PIECE_BACKGROUND, STACK_PAINT } from './colors';
import { leavingPieces, movePath, type LeavingPiece } from './piece-motion';
import type { StackColor } from '../rules';
import type { PieceView } from './view-model';

/** How long a piece takes to slide one push; a bouncing move takes a little longer per square. */
export const SLIDE_MS = 250;
const MOVE_STEP_MS = 110;
const LEAVE_MS = 450;

interface PieceLayerProps {
  pieces: PieceView[];
  /** Pieces the viewer may repel, and the one they picked. */
  pushable: ReadonlySet<string>;
  selectedId: string | null;
  /** The stack of the player to move gets a glow. */
  activeOwner: number | null;
}

const appear = keyframes`
  from { opacity: 0; transform: scale(0.4); }
  to { opacity: 1; transform: scale(1); }
`;
const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 2px ${HIGHLIGHT.pushable}, 0 0 6px 2px rgba(255, 179, 0, 0.6); }
  50% { box-shadow: 0 0 0 3px ${HIGHLIGHT.pushable}, 0 0 12px 5px rgba(255, 179, 0, 0.9); }
`;

/**
 * The pieces, drawn over the squares (clicks go through to the squares). A piece keeps its element while it moves,
 * so pushes slide; a move follows its bouncing path; a piece pushed off slides out and fades.
 */
export function PieceLayer({ pieces, pushable, selectedId, activeOwner }: PieceLayerProps) {
  const [previous, setPrevious] = useState(pieces);
  const [leaving, setLeaving] = useState<LeavingPiece[]>([]);
  if (previous !== pieces) {
    // Derived during render (React's pattern for state that follows props): who just left the board.
    setPrevious(pieces);
    setLeaving([...leaving, ...leavingPieces(previous, pieces)]);
  }
  useEffect(() => {
    if (leaving.length === 0) return;
    const timer = setTimeout(() => setLeaving([]), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 2 }}>
      {pieces.map((piece) => (
        <Piece
          key={piece.id}
          piece={piece}
          pushable={pushable.has(piece.id)}
          selected={piece.id === selectedId}
          active={piece.owner !== null && piece.owner.id === activeOwner}
        />
      ))}
      {leaving.map((ghost) => (
        <Box key={`leaving-${ghost.piece.id}`} sx={{ ...cellBox(ghost.to.x, ghost.to.y), transition: 'none' }}>
          <Disc piece={ghost.piece} fading from={ghost.piece} to={ghost.to} />
        </Box>
      ))}
    </Box>
  );
}

function Piece({
  piece,
  pushable,
  selected,
  active,
}: {
  piece: PieceView;
  pushable: boolean;
  selected: boolean;
  active: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  const last = useRef({ x: piece.x, y: piece.y });

  useLayoutEffect(() => {
    const from = last.current;
    last.current = { x: piece.x, y: piece.y };
    const path = movePath(from, piece);
    const node = element.current;
    if (!path || !node || typeof node.animate !== 'function' || prefersReducedMotion()) return;
    const frames = [from, ...path].map(({ x, y }) => ({ transform: `translate(${x * 100}%, ${y * 100}%)` }));
    node.animate(frames, { duration: Math.max(SLIDE_MS, MOVE_STEP_MS * path.length), easing: 'ease-in-out' });
  }, [piece]);

  return (
    <Box ref={element} data-piece={piece.id} sx={cellBox(piece.x, piece.y)}>
      <Disc piece={piece} pushable={pushable} selected={selected} active={active} />
    </Box>
  );
}

interface DiscProps {
  piece: PieceView;
  pushable?: boolean;
  selected?: boolean;
  active?: boolean;
  fading?: boolean;
  from?: { x: number; y: number };
  to?: { x: number; y: number };
}

function Disc({ piece, pushable, selected, active, fading, from, to }: DiscProps) {
  const stack = piece.owner !== null;
  const paint = stack ? STACK_PAINT[piece.color as StackColor] : undefined;
  const slideOut =
    fading && from && to
      ? keyframes`
          from { opacity: 1; transform: translate(${(from.x - to.x) * 100}%, ${(from.y - to.y) * 100}%) scale(1); }
          to { opacity: 0; transform: translate(0, 0) scale(0.6); }
        `
      : null;
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: '11%',
        borderRadius: '50%',
        background: PIECE_BACKGROUND[piece.color],
        boxShadow: '0 2px 3px rgba(0, 0, 0, 0.45), inset 0 -2px 3px rgba(0, 0, 0, 0.25)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: paint?.text ?? 'transparent',
        fontWeight: 800,
        fontSize: 'calc(100cqi / 13 * 0.36)',
        lineHeight: 1,
        textShadow: paint && piece.color !== 'yellow' ? '0 1px 1px rgba(0, 0, 0, 0.5)' : 'none',
        animation: slideOut ? `${slideOut} ${LEAVE_MS}ms ease-in forwards` : `${appear} 200ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: fading ? 0 : 1 },
      }}
    >
      {stack ? piece.value : ''}
      {(pushable || selected || active) && <Ring pushable={Boolean(pushable)} selected={Boolean(selected)} />}
    </Box>
  );
}

/** The highlight around a piece: pulsing amber when it may be repelled, white and amber once picked. */
function Ring({ pushable, selected }: { pushable: boolean; selected: boolean }) {
  const shadow = selected
    ? `0 0 0 3px ${HIGHLIGHT.selected}, 0 0 0 6px ${HIGHLIGHT.pushable}`
    : pushable
      ? `0 0 0 2px ${HIGHLIGHT.pushable}`
      : '0 0 0 2px rgba(255, 255, 255, 0.85), 0 0 10px 3px rgba(255, 255, 255, 0.45)';
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        inset: 0,
        borderRadius: '50%',
        boxShadow: shadow,
        animation: pushable && !selected ? `${pulse} 1.4s ease-in-out infinite` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/** A box one square wide placed on (x, y) by a transform, so moving it can be a transition. */
function cellBox(x: number, y: number) {
  return {
    position: 'absolute',
    left: 0,
    top: 0,
    width: `${100 / 13}%`,
    height: `${100 / 13}%`,
    transform: `translate(${x * 100}%, ${y * 100}%)`,
    transition: `transform ${SLIDE_MS}ms ease-out`,
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
