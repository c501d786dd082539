import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { Direction } from '../rules';
import { squareDescription, type SquareMark } from './interaction';
import { PieceLayer } from './PieceLayer';
import { SquareButton } from './SquareButton';
import { key, type BoardView } from './view-model';

interface BoardGridProps {
  view: BoardView;
  marks: Map<string, SquareMark>;
  selectedId: string | null;
  refusedSquare: string | null;
  /** Makes the squares' description ids unique on the page. */
  idPrefix: string;
  activeOwner: number | null;
  onSquare(x: number, y: number): void;
  onPreview(direction: Direction | null): void;
}

/** The 13×13 board in a wooden frame: square buttons below, the pieces drawn over them. */
export function BoardGrid(props: BoardGridProps) {
  const { view, marks, selectedId, refusedSquare, idPrefix, activeOwner, onSquare, onPreview } = props;
  const pushable = useMemo(() => new Set(view.repels.map((repel) => repel.piece.id)), [view.repels]);
  const myColor = view.players.find((player) => player.me)?.color ?? null;

  return (
    <Box
      sx={{
        p: { xs: '6px', sm: '10px' },
        borderRadius: { xs: 2, sm: 3 },
        background: 'linear-gradient(145deg, #7a5434 0%, #5a3a22 55%, #4a2e1a 100%)',
        boxShadow: '0 10px 24px rgba(0, 0, 0, 0.45), inset 0 1px 0 rgba(255, 255, 255, 0.15)',
        overflow: 'hidden',
      }}
    >
      <Box
        role="group"
        aria-label="Repello board"
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '1 / 1',
          containerType: 'inline-size',
          display: 'grid',
          gridTemplateColumns: 'repeat(13, minmax(0, 1fr))',
          gridTemplateRows: 'repeat(13, minmax(0, 1fr))',
          borderRadius: 1,
          overflow: 'visible',
          boxShadow: '0 0 0 1px rgba(40, 25, 10, 0.8)',
        }}
      >
        {view.squares.map((square) => {
          const squareKey = key(square.x, square.y);
          const mark = marks.get(squareKey);
          return (
            <SquareButton
              key={squareKey}
              square={square}
              mark={mark}
              description={squareDescription(square, mark)}
              descriptionId={`${idPrefix}-square-${square.x}-${square.y}`}
              myColor={myColor}
              refused={refusedSquare === squareKey}
              onSquare={onSquare}
              onPreview={onPreview}
            />
          );
        })}
        <PieceLayer pieces={view.pieces} pushable={pushable} selectedId={selectedId} activeOwner={activeOwner} />
      </Box>
    </Box>
  );
}
