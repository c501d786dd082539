import { GridPicture, type CellPaint, type GameGuide } from '@tabletop/board-kit';
import { HIGHLIGHT, SQUARE_PAINT, STACK_PAINT } from './colors';

const PLAIN = SQUARE_PAINT.plain.fill;
const GREEN = SQUARE_PAINT.green.fill;
const PAINT: Record<string, CellPaint> = {
  '.': { fill: PLAIN },
  g: { fill: GREEN },
  '+': { fill: GREEN, ring: HIGHLIGHT.target },
  r: { fill: PLAIN, disc: STACK_PAINT.darkred.fill },
  R: { fill: GREEN, disc: STACK_PAINT.darkred.fill },
  b: { fill: PLAIN, disc: STACK_PAINT.blue.fill },
  k: { fill: PLAIN, disc: '#1b1b1b' },
  s: { fill: PLAIN, disc: '#c3c9d1' },
  o: { fill: PLAIN, disc: '#e9b82a' },
  '>': { fill: PLAIN, mark: '→', markColor: '#6b5536' },
  '*': { fill: PLAIN, ring: HIGHLIGHT.target },
  '^': { fill: PLAIN, mark: '↑', markColor: HIGHLIGHT.pushable },
};

/** Repello in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: 'Repello',
  goal: 'Push pieces off the board to score: black 1, silver 3, gold 5. The most points when every stack is spent wins.',
  firstTurnHint: 'Click a ringed green square to place your stack.',
  sections: [
    {
      heading: 'Place your stack',
      text: 'In round 1 each player puts their stack (your colour) on a free green square of the ring, not next to another piece.',
      picture: (
        <GridPicture
          paint={PAINT}
          rows={['.......', '.+g+gR.', '.g...g.', '.+.o.+.', '.g...g.', '.+g+g+.', '.......']}
        />
      ),
    },
    {
      heading: 'Move',
      text: 'Then, on your turn, move your stack in one of 8 directions, exactly as many squares as the number on the first square it enters (ringed squares show where it can land). It leaves a black piece behind and loses 1.',
      picture: <GridPicture paint={PAINT} rows={['.......', '.......', '.k>>*..', '.......', '.......']} />,
    },
    {
      heading: 'Repel',
      text: 'Pieces may never touch: when they do, you push them apart one square at a time. Pick a glowing piece, then an arrow or a highlighted square. A piece pushed off the edge is yours: points for a neutral piece, 1 point and a lost repeller for an opponent’s stack, which comes back on a green square.',
      picture: <GridPicture paint={PAINT} rows={['..^..', '..s..', '..r..', '.....', '.....']} />,
    },
    {
      heading: 'The end',
      text: 'A stack with nothing left sits out. When no stack has repellers left, the game ends and the most points wins. The score panel shows everyone’s points.',
      picture: <GridPicture paint={PAINT} rows={['k...s', '..o..', 'b...k']} />,
    },
  ],
};
