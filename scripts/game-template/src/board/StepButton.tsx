import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import type { StepView } from './view-model';

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-8%); }
  75% { transform: translateX(8%); }
`;

interface StepButtonProps {
  view: StepView;
  /** Flashes: a click here did not become a move (dropped by the debounce or refused by the server). */
  refused: boolean;
  onPlay(add: number): void;
}

export function StepButton({ view, refused, onPlay }: StepButtonProps) {
  return (
    <Button
      aria-label={`Add ${view.add}`}
      disabled={!view.playable}
      data-refused={refused || undefined}
      onClick={() => onPlay(view.add)}
      variant={view.playable ? 'contained' : 'outlined'}
      sx={{
        minWidth: 72,
        fontSize: '1.5rem',
        fontWeight: 800,
        boxShadow: (theme) => (refused ? `inset 0 0 0 3px ${theme.palette.error.main}` : undefined),
        animation: refused ? `${shake} 250ms ease-in-out 2` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      +{view.add}
    </Button>
  );
}
