import type { ReactNode } from 'react';
import { TARGET_GLYPHS } from './CellButton';
import { CHARACTER_PAINT, HIGHLIGHT } from './colors';
import { Ball, PawnToken } from './Tokens';

// The court's marks drawn small for the `How to play` key, in the court's own colours and glyphs.

const SIZE = 30;

/** A card-sized square of the court, holding one mark. */
function Square({ children, ring }: { children?: ReactNode; ring?: string }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'relative',
        width: SIZE,
        height: SIZE,
        borderRadius: 4,
        background: CHARACTER_PAINT.Zurf.card,
        boxShadow: ring,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
      }}
    >
      {children}
    </span>
  );
}

export function BallSymbol() {
  return (
    <Square>
      <Ball size={20} />
    </Square>
  );
}

export function PawnSymbol({ keeper }: { keeper: boolean }) {
  return (
    <span aria-hidden style={{ width: 48, display: 'inline-block' }}>
      <PawnToken pawn={keeper ? 'ZURF' : 'ZAPP'} side="left" keeper={keeper} />
    </span>
  );
}

/** A card's value, in the corner where the court shows it. */
export function ValueSymbol() {
  return (
    <Square>
      <span style={{ position: 'absolute', left: 3, top: 1, fontSize: 11, fontWeight: 900, color: '#fff' }}>7</span>
    </Square>
  );
}

export function SelectableSymbol() {
  return <Square ring={`inset 0 0 0 3px ${HIGHLIGHT.selectable}, 0 0 8px ${HIGHLIGHT.selectable}`} />;
}

export function SelectedSymbol() {
  return <Square ring={`inset 0 0 0 3px ${HIGHLIGHT.selected}, 0 0 10px ${HIGHLIGHT.selected}`} />;
}

/** The dashed ring of a cell the picked piece can go to, with what the click does there. */
export function TargetSymbol({ kind }: { kind: keyof typeof TARGET_GLYPHS | 'tackle' }) {
  const glyph = kind === 'tackle' ? null : TARGET_GLYPHS[kind];
  return (
    <Square>
      <span
        style={{
          width: 22,
          height: 22,
          borderRadius: '50%',
          border: `2px dashed ${HIGHLIGHT.target}`,
          background: 'rgba(0, 229, 255, 0.22)',
          color: '#e0f7fa',
          fontSize: 10,
          fontWeight: 900,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {glyph ?? <Ball size={14} />}
      </span>
    </Square>
  );
}

/** A previewed shot: dots along its path and a ring where the ball stops. */
export function ShotPathSymbol() {
  const dot = { width: 6, height: 6, borderRadius: '50%', background: HIGHLIGHT.path } as const;
  return (
    <span aria-hidden style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <span style={dot} />
      <span style={dot} />
      <span style={{ width: 14, height: 14, borderRadius: '50%', border: `3px solid ${HIGHLIGHT.path}` }} />
    </span>
  );
}
