import type { Character, Side } from '../rules';

/** Each character's card: a background, the colour of its head and of its crest, and ink that reads on it. */
export const CHARACTER_PAINT: Readonly<
  Record<Character, { card: string; head: string; crest: string; ink: string; name: string }>
> = {
  Blaze: {
    card: 'linear-gradient(160deg, #ff8a65 0%, #e53935 55%, #b71c1c 100%)',
    head: '#ff7043',
    crest: '#ffca28',
    ink: '#fff8e1',
    name: 'red',
  },
  Frozt: {
    card: 'linear-gradient(160deg, #ffffff 0%, #e1f5fe 50%, #9fd8f5 100%)',
    head: '#f1fbff',
    crest: '#4fc3f7',
    ink: '#0d3c61',
    name: 'ice white',
  },
  Rootz: {
    card: 'linear-gradient(160deg, #a5d6a7 0%, #43a047 55%, #1b5e20 100%)',
    head: '#81c784',
    crest: '#2e7d32',
    ink: '#f1f8e9',
    name: 'green',
  },
  Zapp: {
    card: 'linear-gradient(160deg, #fff59d 0%, #fdd835 55%, #f9a825 100%)',
    head: '#ffee58',
    crest: '#ff8f00',
    ink: '#3e2700',
    name: 'yellow',
  },
  Zurf: {
    card: 'linear-gradient(160deg, #90caf9 0%, #1e88e5 55%, #0d47a1 100%)',
    head: '#64b5f6',
    crest: '#e3f2fd',
    ink: '#ffffff',
    name: 'blue',
  },
};

/** The pawns' rim, one colour per team so a glance tells whose pawn it is. */
export const TEAM_RIM: Readonly<Record<Side, string>> = { left: '#0a2a66', right: '#0b4d1e' };

export const HIGHLIGHT = {
  selectable: '#ffd54f',
  selected: '#ffffff',
  target: '#00e5ff',
  refused: '#ff1744',
  path: '#ffffff',
} as const;
