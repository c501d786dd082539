import { GridPicture, type CellPaint, type GameGuide } from '@tabletop/board-kit';
import { CHARACTER_PAINT, HIGHLIGHT } from './colors';

// Letters: the card under each cell (b Blaze, u Zurf, a Zapp, f Frozt, r Rootz); capitals carry a pawn; o the ball.
const PAINT: Record<string, CellPaint> = {
  b: { fill: CHARACTER_PAINT.Blaze.head },
  u: { fill: CHARACTER_PAINT.Zurf.head },
  a: { fill: CHARACTER_PAINT.Zapp.head },
  f: { fill: CHARACTER_PAINT.Frozt.head },
  r: { fill: CHARACTER_PAINT.Rootz.head },
  U: { fill: CHARACTER_PAINT.Zurf.head, mark: 'U', markColor: '#0a2a66' },
  A: { fill: CHARACTER_PAINT.Zapp.head, mark: 'A', markColor: '#0a2a66' },
  F: { fill: CHARACTER_PAINT.Frozt.head, mark: 'F', markColor: '#0b4d1e' },
  R: { fill: CHARACTER_PAINT.Rootz.head, mark: 'R', markColor: '#0b4d1e' },
  o: { fill: CHARACTER_PAINT.Blaze.head, mark: '●', markColor: '#ffffff' },
  '+': { fill: CHARACTER_PAINT.Zurf.head, ring: HIGHLIGHT.target },
  '*': { fill: CHARACTER_PAINT.Blaze.head, ring: HIGHLIGHT.target },
};

/** Winzard Football in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: 'Winzard Football',
  goal: 'Score 3 goals first. You play the left half with ZURF (goalkeeper) and ZAPP, or the right half with FROZT (goalkeeper) and ROOTZ.',
  firstTurnHint: 'Click a glowing cell to place the ball or your goalkeeper.',
  sections: [
    {
      heading: 'Kick-off',
      text: 'The court is 8 × 6 cards. The kick-off player puts the ball on a glowing centre cell, then each player puts their goalkeeper in their goal area. Field pawns walk on by themselves.',
      picture: (
        <GridPicture paint={PAINT} rows={['auuaffrf', 'uaaurrfr', '+uu*brff', '+au*bfrr', 'uaaurfrf', 'auuafrrf']} />
      ),
    },
    {
      heading: 'Two actions a turn',
      text: 'Pick one of your glowing pawns or cards, then a ringed cell: move a pawn, swap two cards of your half, or tackle to win the ball. How far depends on the card under it: 1 cell for 1–3, 2 for 4–8, 3 for 9–11.',
      picture: (
        <GridPicture paint={PAINT} rows={['auuaffrf', 'uaAurrfr', 'Uuuobrff', 'uauAbRrr', 'uaaurfrF', 'auuafrrf']} />
      ),
    },
    {
      heading: 'Red cards',
      text: 'When your actions are spent you may draw a red Blaze card: 9 or more costs you your last action and gives your opponent one; 3 or less gives you one more and takes your opponent’s.',
      picture: <GridPicture paint={PAINT} rows={['bbb', 'bob', 'bbb']} />,
    },
    {
      heading: 'Shoot or pass',
      text: 'If a red card was drawn in the round, the player with the ball may shoot in one of 8 directions (point at an arrow to see where it goes) or pass to a teammate. A goalkeeper with a card at least as high saves; any other pawn blocks. Into the goal mouth on rows 2–3 is a goal.',
      picture: <GridPicture paint={PAINT} rows={['ffrf', 'rrfr', 'Aorf', 'frrF', 'rfrf']} />,
    },
  ],
};
