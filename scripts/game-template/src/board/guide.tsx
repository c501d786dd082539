import type { GameGuide } from '@tabletop/board-kit';

/** The game in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: '__DISPLAY_TEXT__',
  goal: 'Take turns adding 1, 2 or 3 to the total; whoever makes it exactly 21 wins.',
  firstTurnHint: 'Click +1, +2 or +3 to add to the total.',
  sections: [
    {
      heading: 'One total, two players',
      text: 'The total starts at 0. On your turn you add 1, 2 or 3 to it; the first player moves first.',
    },
    {
      heading: 'Reach 21',
      text: 'Whoever brings the total to exactly 21 wins. The total may never pass 21, so near the end fewer steps are allowed.',
    },
  ],
};
