import { memo } from 'react';
import type { Character, Face } from '../rules';
import { CHARACTER_PAINT } from './colors';

const OUTLINE = '#1d1d2b';

/** A character's head in its colour with its crest, and the card's face (Sad, Average, Powerfull), all drawn here. */
export const CardArt = memo(function CardArt({ character, face }: { character: Character; face: Face }) {
  const paint = CHARACTER_PAINT[character];
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden
      focusable="false"
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      <Crest character={character} color={paint.crest} behind />
      <circle cx="50" cy="52" r="27" fill={paint.head} stroke={OUTLINE} strokeWidth="3" />
      <Crest character={character} color={paint.crest} />
      <FaceFeatures face={face} />
    </svg>
  );
});

/** What tops each head: flames, ice spikes, leaves, a lightning bolt, a wave. */
function Crest({ character, color, behind = false }: { character: Character; color: string; behind?: boolean }) {
  const line = { stroke: OUTLINE, strokeWidth: 3, strokeLinejoin: 'round' as const };
  switch (character) {
    case 'Blaze':
      return behind ? (
        <path
          d="M27 48 Q22 26 36 12 Q36 26 44 28 Q44 12 56 4 Q56 20 64 26 Q70 16 74 14 Q80 32 73 48 Z"
          fill={color}
          {...line}
        />
      ) : (
        <path d="M38 36 Q40 24 48 20 Q48 30 54 32 Q58 24 62 24 Q64 32 60 38 Z" fill="#ff5722" opacity="0.9" />
      );
    case 'Frozt':
      return behind ? (
        <path d="M26 44 L30 18 L38 32 L44 8 L50 28 L56 8 L62 32 L70 18 L74 44 Z" fill={color} {...line} />
      ) : (
        <path d="M34 70 L38 78 L42 70 M58 70 L62 78 L66 70" fill="none" stroke="#4fc3f7" strokeWidth="2.5" />
      );
    case 'Rootz':
      return behind ? (
        <g {...line}>
          <path d="M50 28 Q50 16 50 12" fill="none" stroke={OUTLINE} strokeWidth="3" />
          <path d="M50 14 Q32 2 24 16 Q38 24 50 14 Z" fill={color} />
          <path d="M50 14 Q68 2 76 16 Q62 24 50 14 Z" fill={color} />
        </g>
      ) : (
        <path
          d="M28 60 Q24 70 30 76 M72 60 Q76 70 70 76"
          fill="none"
          stroke="#2e7d32"
          strokeWidth="3"
          strokeLinecap="round"
        />
      );
    case 'Zapp':
      return behind ? (
        <path d="M34 36 L46 4 L50 22 L62 10 L58 30 L70 24 L64 40 Z" fill={color} {...line} />
      ) : (
        <circle cx="34" cy="62" r="4" fill="#ff7043" opacity="0.55" />
      );
    case 'Zurf':
      return behind ? (
        <path d="M24 46 Q22 22 44 16 Q64 10 76 26 Q66 22 60 30 Q70 32 72 44 Z" fill={color} {...line} />
      ) : (
        <path d="M30 34 Q40 28 50 34 Q60 40 70 34" fill="none" stroke="#e3f2fd" strokeWidth="3" strokeLinecap="round" />
      );
  }
}

function FaceFeatures({ face }: { face: Face }) {
  const ink = { stroke: OUTLINE, strokeWidth: 3, strokeLinecap: 'round' as const, fill: 'none' };
  switch (face) {
    case 'Sad':
      return (
        <g>
          <path d="M33 42 L43 46 M67 42 L57 46" {...ink} />
          <circle cx="40" cy="52" r="3.5" fill={OUTLINE} />
          <circle cx="60" cy="52" r="3.5" fill={OUTLINE} />
          <path d="M39 68 Q50 58 61 68" {...ink} />
          <path d="M62 57 Q60 62 62 64 Q64 62 62 57 Z" fill="#29b6f6" stroke="#0277bd" strokeWidth="1" />
        </g>
      );
    case 'Average':
      return (
        <g>
          <path d="M34 44 L44 44 M56 44 L66 44" {...ink} />
          <circle cx="40" cy="51" r="3.5" fill={OUTLINE} />
          <circle cx="60" cy="51" r="3.5" fill={OUTLINE} />
          <path d="M41 65 L59 65" {...ink} />
        </g>
      );
    case 'Powerfull':
      return (
        <g>
          <path d="M32 40 L44 46 M68 40 L56 46" {...ink} />
          <ellipse cx="40" cy="51" rx="4" ry="4.5" fill={OUTLINE} />
          <ellipse cx="60" cy="51" rx="4" ry="4.5" fill={OUTLINE} />
          <circle cx="41.5" cy="49.5" r="1.4" fill="#fff" />
          <circle cx="61.5" cy="49.5" r="1.4" fill="#fff" />
          <path d="M36 60 Q50 78 64 60 Z" fill="#3b0d0d" stroke={OUTLINE} strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M39 61 L61 61 L59 64 L41 64 Z" fill="#ffffff" />
          <path
            d="M80 22 L82 28 L88 30 L82 32 L80 38 L78 32 L72 30 L78 28 Z"
            fill="#fffde7"
            stroke="#f9a825"
            strokeWidth="1"
          />
        </g>
      );
  }
}
