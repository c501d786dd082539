import { GridPicture, type CellPaint, type GameGuide } from '@tabletop/board-kit';
import { SYMBOL_COLORS } from './symbol-colors';

const EMPTY = '#37474f';
const PAINT: Record<string, CellPaint> = {
  '.': { fill: EMPTY },
  X: { fill: EMPTY, mark: 'X', markColor: SYMBOL_COLORS.X },
  O: { fill: EMPTY, mark: 'O', markColor: SYMBOL_COLORS.O },
  '+': { fill: '#455a64', ring: '#00bfa5' },
  x: { fill: '#5d4037', mark: 'X', markColor: SYMBOL_COLORS.X },
};

/** Super Tic-Tac-Toe in short, for its `How to play` panel and its first-turn hint. */
export const GUIDE: GameGuide = {
  title: 'Super Tic-Tac-Toe',
  goal: 'Win three small boards in a row (across, down or diagonally). X moves first.',
  firstTurnHint: 'Click a highlighted cell to place your mark.',
  sections: [
    {
      heading: 'Nine boards in one',
      text: 'The big board is nine small tic-tac-toe boards. On your turn you put your symbol (X or O, shown above the board) in one empty cell.',
      picture: (
        <GridPicture
          block={3}
          paint={PAINT}
          rows={[
            'X........',
            '....O....',
            '.........',
            '...X.....',
            '.....O...',
            '.......X.',
            '.........',
            '.O.......',
            '........X',
          ]}
        />
      ),
    },
    {
      heading: 'Your cell picks their board',
      text: 'The cell you play decides where your opponent plays next: top-right cell, top-right board. The board to play in is outlined and its cells are highlighted. If that board is already won, they may play anywhere.',
      picture: (
        <GridPicture
          block={3}
          paint={PAINT}
          rows={[
            '......+++',
            '......+++',
            '......+++',
            '.....X...',
            '.........',
            '.........',
            '.........',
            '.........',
            '.........',
          ]}
        />
      ),
    },
    {
      heading: 'Win a small board',
      text: 'Three of your symbols in a line win that small board: it shows your symbol in large. A small board that fills up with no winner is cleared and played again.',
      picture: <GridPicture paint={PAINT} rows={['xxx', '.O.', 'O..']} />,
    },
    {
      heading: 'Win the game',
      text: 'Win three small boards in a line on the big board. When every small board is decided without such a line, the game is a draw.',
      picture: <GridPicture paint={PAINT} rows={['xO.', '.x.', 'O.x']} />,
    },
  ],
};
