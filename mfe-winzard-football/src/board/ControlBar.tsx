import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionChoice, Direction, WinzardAction } from '../rules';
import { DIRECTION_ARROWS, KEYPAD } from '@tabletop/board-kit';
import { CHOICE_LABELS } from './interaction';
import { Ball } from './Tokens';
import type { BoardView, ShotView } from './view-model';

interface ControlBarProps {
  view: BoardView;
  /** The shots of the shooter in play. */
  shots: ShotView[];
  /** Two actions share the clicked target: which one. */
  choices: ActionChoice[] | null;
  preview: ShotView | null;
  caption: string;
  onAction(action: WinzardAction): void;
  onPreview(direction: Direction | null): void;
}

/** Below the court: the decisions as buttons, the shot pad with its preview, and what happened last. */
export function ControlBar({ view, shots, choices, preview, caption, onAction, onPreview }: ControlBarProps) {
  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {caption}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {shots.length > 0 && <ShotPad shots={shots} preview={preview} onAction={onAction} onPreview={onPreview} />}
        <Stack spacing={1} sx={{ alignItems: 'stretch', minWidth: 160 }}>
          {choices?.map((choice) => (
            <Button key={choice.kind} variant="contained" size="large" onClick={() => onAction(choice.action)}>
              {CHOICE_LABELS[choice.kind] ?? choice.kind}
            </Button>
          ))}
          {view.decisions.map(({ action, label }) => (
            <Button
              key={action.type}
              variant={action.type === 'draw' ? 'contained' : 'outlined'}
              color={action.type === 'draw' ? 'error' : 'primary'}
              size="large"
              onClick={() => onAction(action)}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Box
        component="ul"
        aria-label="Match news"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, textAlign: 'center' }}
      >
        <Typography component="li" variant="body2">
          {view.lastDraw ? `Last draw: ${view.lastDraw}` : 'No card drawn yet'} · {view.pile} in the pile
        </Typography>
        {view.lastShot && (
          <Typography component="li" variant="body2">
            Last shot: {view.lastShot}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function ShotPad({
  shots,
  preview,
  onAction,
  onPreview,
}: {
  shots: ShotView[];
  preview: ShotView | null;
  onAction(action: WinzardAction): void;
  onPreview(direction: Direction | null): void;
}) {
  const byDirection = new Map(shots.map((shot) => [shot.direction, shot]));
  return (
    // A fixed width: the preview text must not move the arrows under the pointer.
    <Stack spacing={0.75} sx={{ alignItems: 'center', width: 190 }}>
      <Box role="group" aria-label="Shoot" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 44px)', gap: 0.5 }}>
        {KEYPAD.map((direction, i) => {
          const shot = direction === null ? undefined : byDirection.get(direction);
          if (!shot || direction === null) {
            return (
              <Box
                key={i}
                aria-hidden
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 0.75 }}
              >
                {direction === null && <Ball />}
              </Box>
            );
          }
          return (
            <Button
              key={i}
              aria-label={shot.label}
              title={`${shot.label}: ${shot.outcome}`}
              variant={preview?.direction === direction ? 'contained' : 'outlined'}
              color="warning"
              sx={{ minWidth: 0, height: 44, fontSize: 22, fontWeight: 900, p: 0 }}
              onClick={() => onAction(shot.action)}
              onMouseEnter={() => onPreview(direction)}
              onMouseLeave={() => onPreview(null)}
              onFocus={() => onPreview(direction)}
              onBlur={() => onPreview(null)}
            >
              {DIRECTION_ARROWS[direction]}
            </Button>
          );
        })}
      </Box>
      <Typography variant="caption" aria-live="polite" sx={{ minHeight: 40, fontWeight: 700, textAlign: 'center' }}>
        {preview ? `${preview.label}: ${preview.outcome}` : 'Point at an arrow to see the shot'}
      </Typography>
    </Stack>
  );
}
