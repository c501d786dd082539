import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';
import { memo } from 'react';
import { CardArt } from './CardArt';
import { CHARACTER_PAINT, HIGHLIGHT } from './colors';
import type { CellMark } from './interaction';
import { Ball, PawnToken } from './Tokens';
import type { CellView } from './view-model';

interface CellButtonProps {
  cell: CellView;
  mark: CellMark | undefined;
  description: string;
  descriptionId: string;
  refused: boolean;
  /** The ball bobs while its holder is to move. */
  lively: boolean;
  onCell(index: number): void;
}

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-7%); }
  75% { transform: translateX(7%); }
`;
const glow = keyframes`
  0%, 100% { box-shadow: inset 0 0 0 2px ${HIGHLIGHT.selectable}, 0 0 4px ${HIGHLIGHT.selectable}; }
  50% { box-shadow: inset 0 0 0 3px ${HIGHLIGHT.selectable}, 0 0 14px ${HIGHLIGHT.selectable}; }
`;
const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8%); }
`;

/** One of the 48 cells: always named `Cell X,Y`; its card and what is on it go in its description. */
export const CellButton = memo(function CellButton(props: CellButtonProps) {
  const { cell, mark, description, descriptionId, refused, lively, onCell } = props;
  const paint = CHARACTER_PAINT[cell.character];
  const marker = refused ? 'unclickable' : mark?.marker;
  const clickable = mark?.clickable ?? false;
  const ring = refused
    ? `inset 0 0 0 3px ${HIGHLIGHT.refused}`
    : marker === 'selected'
      ? `inset 0 0 0 3px ${HIGHLIGHT.selected}, 0 0 16px ${HIGHLIGHT.selected}`
      : marker === 'target'
        ? `inset 0 0 0 3px ${HIGHLIGHT.target}`
        : 'none';

  return (
    <ButtonBase
      aria-label={`Cell ${cell.x},${cell.y}`}
      aria-describedby={descriptionId}
      aria-disabled={!clickable}
      title={description}
      tabIndex={clickable ? 0 : -1}
      className={marker ?? undefined}
      data-marker={marker ?? undefined}
      data-icon={cell.icon ?? undefined}
      onClick={() => onCell(cell.index)}
      sx={{
        gridColumn: cell.x + 2,
        gridRow: cell.y + 1,
        position: 'relative',
        minWidth: 0,
        borderRadius: '9%',
        background: paint.card,
        color: paint.ink,
        boxShadow: '0 2px 4px rgba(0, 0, 0, 0.45), inset 0 0 0 1px rgba(0, 0, 0, 0.35)',
        overflow: 'hidden',
        cursor: clickable ? 'pointer' : 'default',
        transition: 'transform 150ms ease-out',
        transform: marker === 'selected' ? 'translateY(-4%) scale(1.06)' : 'none',
        zIndex: marker === 'selected' ? 2 : 1,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: 'inherit',
          pointerEvents: 'none',
          boxShadow: ring,
          animation: marker === 'selectable' ? `${glow} 1.4s ease-in-out infinite` : 'none',
        },
        '&:hover::after': clickable ? { bgcolor: 'rgba(255, 255, 255, 0.18)' } : {},
        '&.Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: 1, zIndex: 3 },
        animation: refused ? `${shake} 250ms ease-in-out 2` : 'none',
        '& .wf-ball': { animation: lively ? `${bob} 1.1s ease-in-out infinite` : 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          animation: 'none',
          transition: 'none',
          '&::after': { animation: 'none' },
          '& .wf-ball': { animation: 'none' },
        },
      }}
    >
      <span aria-hidden style={{ position: 'absolute', inset: '6% 4% 14% 4%', opacity: cell.icon ? 0.9 : 1 }}>
        <CardArt character={cell.character} face={cell.face} />
      </span>
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: '7%',
          top: '3%',
          fontWeight: 900,
          fontSize: 'calc(100cqi / 9 * 0.26)',
          lineHeight: 1,
          fontFamily: 'system-ui, sans-serif',
          textShadow: '0 1px 0 rgba(0,0,0,0.35)',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {cell.value}
      </span>
      <span id={descriptionId} hidden>
        {description}
      </span>
      {cell.icon === 'FOOTBALL' && (
        <span
          className="wf-ball"
          aria-hidden
          style={{
            position: 'absolute',
            left: '24%',
            right: '24%',
            bottom: '6%',
            filter: 'drop-shadow(0 3px 2px rgba(0,0,0,0.5))',
          }}
        >
          <Ball />
        </span>
      )}
      {cell.icon && cell.icon !== 'FOOTBALL' && cell.pawnSide && (
        <span aria-hidden style={{ position: 'absolute', left: '3%', right: '3%', bottom: '3%' }}>
          <PawnToken pawn={cell.icon} side={cell.pawnSide} keeper={cell.keeper} />
        </span>
      )}
      {mark?.marker === 'target' && <TargetHint kinds={mark.kinds} />}
      {mark?.path && <PathDot rest={mark.path === 'rest'} />}
    </ButtonBase>
  );
});

/** What a target ring shows for each kind of click; the others (a tackle, the ball placed) show a ghost ball. */
export const TARGET_GLYPHS: Readonly<Partial<Record<CellMark['kinds'][number], string>>> = {
  move: '•',
  swap: '⇄',
  placeKeeper: 'GK',
};

/** A ring with a hint of what the click does: a ghost ball, swap arrows, footsteps. */
function TargetHint({ kinds }: { kinds: CellMark['kinds'] }) {
  const kind = kinds.includes('tackle') ? 'tackle' : kinds[0];
  const glyph = (kind && TARGET_GLYPHS[kind]) ?? null;
  return (
    <span
      aria-hidden
      style={{
        position: 'absolute',
        inset: '22%',
        borderRadius: '50%',
        border: `max(2px, calc(100cqi / 9 * 0.035)) dashed ${HIGHLIGHT.target}`,
        background: 'rgba(0, 229, 255, 0.22)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#e0f7fa',
        fontWeight: 900,
        fontSize: 'calc(100cqi / 9 * 0.22)',
        textShadow: '0 0 3px #004d57',
        pointerEvents: 'none',
      }}
    >
      {glyph ?? (
        <span style={{ width: '70%', opacity: 0.75 }}>
          <Ball />
        </span>
      )}
    </span>
  );
}

/** The previewed shot: white dots along the path and a ring where the ball stops. */
function PathDot({ rest }: { rest: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'absolute',
        left: rest ? '25%' : '40%',
        top: rest ? '25%' : '40%',
        width: rest ? '50%' : '20%',
        height: rest ? '50%' : '20%',
        borderRadius: '50%',
        background: rest ? 'transparent' : HIGHLIGHT.path,
        border: rest ? `3px solid ${HIGHLIGHT.path}` : 'none',
        boxShadow: '0 0 8px rgba(255,255,255,0.9)',
        pointerEvents: 'none',
      }}
    />
  );
}
