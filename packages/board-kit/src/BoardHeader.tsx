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

/**
 * The heading above every board, so all games announce turns and results alike: the title and its detail, with
 * How to play (and any other small control) at its side. On a first turn the hint takes the detail's place: it says
 * the same, more plainly, and a phone has no room for both.
 */
export function BoardHeader({ header, guide, hint, actions }: BoardHeaderProps) {
  const controls = guide || actions;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ columnGap: 1.5, alignItems: 'baseline', justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.5rem' }, textAlign: 'center' }}
          >
            {header.title}
          </Typography>
          {header.detail && !hint && (
            <Typography
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere', typography: { xs: 'body2', sm: 'body1' }, textAlign: 'center' }}
            >
              {header.detail}
            </Typography>
          )}
        </Stack>
        {hint && (
          <Typography
            role="note"
            aria-label="Hint"
            variant="body2"
            sx={{
              px: 1.5,
              py: 0.25,
              borderRadius: 4,
              bgcolor: 'info.main',
              color: 'info.contrastText',
              fontWeight: 600,
              textAlign: 'center',
            }}
          >
            {hint}
          </Typography>
        )}
      </Stack>
      {controls && (
        <Stack direction="row" spacing={0.75} sx={{ flex: 'none' }}>
          {guide && <HowToPlayButton guide={guide} />}
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
