import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GameGuide } from './guide/game-guide';
import { HowToPlayButton } from './guide/HowToPlayButton';

/** A board's heading: whose turn or how it ended, and an optional line of detail beneath it. */
export interface HeaderView {
  title: string;
  detail: string | null;
}

export interface BoardHeaderProps {
  header: HeaderView;
  /** The game's rules in short: adds a `How to play` button to the heading. */
  guide?: GameGuide;
  /** The first-turn hint, when it is shown: one line of what to click. */
  hint?: string | null;
  /** More small controls beside How to play (Repello's zoom). */
  actions?: ReactNode;
}

/** The heading above every board, so all games announce turns and results alike. */
export function BoardHeader({ header, guide, hint, actions }: BoardHeaderProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {header.title}
        </Typography>
        {header.detail && (
          <Typography variant="body1" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {header.detail}
          </Typography>
        )}
        {guide && <HowToPlayButton guide={guide} />}
        {actions}
      </Stack>
      {hint && (
        <Typography
          role="note"
          aria-label="Hint"
          variant="body2"
          sx={{ px: 1.5, py: 0.25, borderRadius: 4, bgcolor: 'info.main', color: 'info.contrastText', fontWeight: 600 }}
        >
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
