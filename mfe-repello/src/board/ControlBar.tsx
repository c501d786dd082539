import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Direction } from '../rules';
import { PIECE_BACKGROUND } from './colors';
import { DirectionPad } from './DirectionPad';
import { pieceOnSquare, type BoardView, type PieceView, type RepelView } from './view-model';

interface ControlBarProps {
  view: BoardView;
  choices: { verb: 'Move' | 'Push'; directions: Direction[] } | null;
  repel: RepelView | null;
  onDirection(direction: Direction): void;
  onPreview(direction: Direction | null): void;
  children?: ReactNode;
}

/**
 * Beside the board: the direction pad for a move or a push, the piece a push acts on, and Pass when that is all that
 * is left. What to do is said once, in the board's header.
 */
export function ControlBar({ view, choices, repel, onDirection, onPreview, children }: ControlBarProps) {
  const subject = view.phase === 'move' ? view.stack : (repel?.piece ?? null);
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', minHeight: choices ? 148 : 0 }}
    >
      {choices && (
        <DirectionPad
          verb={choices.verb}
          directions={choices.directions}
          centre={subject && <MiniPiece piece={subject} />}
          onDirection={onDirection}
          onPreview={onPreview}
        />
      )}
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 260 }}>
        {repel && (
          <Typography variant="body2" color="text.secondary">
            {pieceOnSquare(repel.piece)}
          </Typography>
        )}
        {children}
      </Stack>
    </Stack>
  );
}

function MiniPiece({ piece }: { piece: PieceView }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        background: PIECE_BACKGROUND[piece.color],
        boxShadow: '0 2px 3px rgba(0, 0, 0, 0.45)',
      }}
    />
  );
}
