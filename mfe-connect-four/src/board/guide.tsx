import { GridPicture, type CellPaint, type GameGuide } from '@tabletop/board-kit';
import { DISC_COLORS, FRAME_COLOR, HOLE_COLOR } from './disc-colors';

const PAINT: Record<string, CellPaint> = {
  '.': { fill: FRAME_COLOR, disc: HOLE_COLOR },
  R: { fill: FRAME_COLOR, disc: DISC_COLORS.R },
  Y: { fill: FRAME_COLOR, disc: DISC_COLORS.Y },
  r: { fill: FRAME_COLOR, disc: DISC_COLORS.R, ring: '#ffffff' },
  '+': { fill: FRAME_COLOR, disc: HOLE_COLOR, ring: '#ffffff' },
};

/** Connect Four in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: 'Connect Four',
  goal: 'Be the first to line up four discs of your colour. Red moves first.',
  firstTurnHint: 'Click a column, or press 1–7, to drop your disc.',
  sections: [
    {
      heading: 'Drop a disc',
      text: 'On your turn you drop one disc into a column: it falls to the lowest empty cell. Click the column, press its number (1–7), or move along the columns with the arrow keys and press Enter.',
      picture: <GridPicture paint={PAINT} rows={['.......', '.......', '.......', '...+...', '...Y...', '..RR...']} />,
    },
    {
      heading: 'Four in a row wins',
      text: 'Four of your discs in a line win: across, up and down, or diagonally. The winning four light up.',
      picture: <GridPicture paint={PAINT} rows={['.......', '.......', '....r..', '...rY..', '..rYY..', '.rYRRY.']} />,
    },
    {
      heading: 'A full board is a draw',
      text: 'A column takes six discs; a full column cannot be played. When all 42 cells are full and nobody has four in a row, the game is a draw.',
    },
  ],
};
