import { memo } from 'react';
import type { Pawn, Side } from '../rules';
import { CHARACTER_PAINT, TEAM_RIM } from './colors';

const PAWN_CHARACTER = { ZURF: 'Zurf', ZAPP: 'Zapp', FROZT: 'Frozt', ROOTZ: 'Rootz' } as const;

/** The football: a white ball with black patches, drawn here. */
export const Ball = memo(function Ball({ size = '100%' }: { size?: string | number }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden focusable="false" style={{ width: size, height: size, display: 'block' }}>
      <circle cx="20" cy="20" r="18" fill="#fafafa" stroke="#111" strokeWidth="2" />
      <path d="M20 12 L27 17 L24.5 25 L15.5 25 L13 17 Z" fill="#111" />
      <path
        d="M20 2.5 L20 12 M27 17 L36 14 M24.5 25 L30 33 M15.5 25 L10 33 M13 17 L4 14"
        stroke="#111"
        strokeWidth="1.6"
      />
      <path d="M15 3.5 L20 2 L25 3.5 L23 6 L17 6 Z M37 17 L38 23 L35 21 Z M3 17 L2 23 L5 21 Z" fill="#111" />
      <path d="M27 36 L31 32 L33 34 Z M13 36 L9 32 L7 34 Z" fill="#111" />
      <ellipse cx="13" cy="11" rx="4" ry="2.5" fill="#fff" opacity="0.8" transform="rotate(-35 13 11)" />
    </svg>
  );
});

/** A pawn: a pill in its character's colour, its team's rim, its name; the goalkeeper wears gloves and a GK tag. */
export const PawnToken = memo(function PawnToken({ pawn, side, keeper }: { pawn: Pawn; side: Side; keeper: boolean }) {
  const paint = CHARACTER_PAINT[PAWN_CHARACTER[pawn]];
  const rim = TEAM_RIM[side];
  return (
    <svg viewBox="0 0 100 56" aria-hidden focusable="false" style={{ width: '100%', display: 'block' }}>
      <rect x="3" y="14" width="94" height="38" rx="19" fill="rgba(0,0,0,0.35)" transform="translate(0 3)" />
      <rect x="3" y="12" width="94" height="38" rx="19" fill={paint.head} stroke={rim} strokeWidth="5" />
      <text
        x="50"
        y="39"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="900"
        fontSize="25"
        letterSpacing="0.5"
        textLength={pawn.length > 4 ? 72 : undefined}
        lengthAdjust="spacingAndGlyphs"
        fill={paint.ink === '#ffffff' || paint.ink === '#f1f8e9' ? '#0b1a33' : paint.ink}
      >
        {pawn}
      </text>
      {keeper && (
        <g>
          <rect x="30" y="0" width="40" height="17" rx="5" fill="#111" stroke="#fff" strokeWidth="2" />
          <text
            x="50"
            y="13.5"
            textAnchor="middle"
            fontFamily="system-ui, sans-serif"
            fontWeight="900"
            fontSize="13"
            fill="#fff"
          >
            GK
          </text>
          <Glove x={2} flip={false} />
          <Glove x={98} flip />
        </g>
      )}
    </svg>
  );
});

function Glove({ x, flip }: { x: number; flip: boolean }) {
  return (
    <path
      transform={`translate(${x} 24) scale(${flip ? -1 : 1} 1)`}
      d="M0 0 Q-2 -10 4 -12 L4 -16 Q6 -19 8 -16 L8 -13 Q10 -17 12 -14 L12 -2 Q10 6 4 6 Q0 5 0 0 Z"
      fill="#ff9100"
      stroke="#111"
      strokeWidth="1.8"
    />
  );
}
