import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Direction } from '../rules';
import { PIECE_BACKGROUND } from './colors';
import { DirectionPad } from './DirectionPad';
import type { BoardView, PieceView, RepelView } from './view-model';

interface ControlBarProps {
  view: BoardView;
  choices: { verb: 'Move' | 'Push'; directions: Direction[] } | null;
  repel: RepelView | null;
  onDirection(direction: Direction): void;
  onPreview(direction: Direction | null): void;
  children?: ReactNode;
}

/** Below the board: the direction pad for a move or a push, what it acts on, and Pass when that is all that is left. */
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
        <Typography variant="body2" color="text.secondary">
          {caption(view, repel)}
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}

function caption(view: BoardView, repel: RepelView | null): string {
  if (view.mustPass) return 'Nothing you can do this turn.';
  if (view.phase === 'place') return 'Click a highlighted green square to put your stack there.';
  if (view.phase === 'move')
    return 'Click a ringed square, or an arrow, to move your stack. Shaded squares show the path.';
  if (view.phase === 'repel') {
    if (!repel) return 'Pieces side by side must be repelled: pick a glowing piece.';
    const { piece } = repel;
    const name = piece.owner ? piece.label : `the ${piece.color} piece`;
    return `Push ${name} at ${piece.x},${piece.y}: click an arrow or a highlighted square.`;
  }
  return '';
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
