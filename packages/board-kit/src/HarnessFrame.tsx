import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createTabletopTheme } from './theme';

const theme = createTabletopTheme('dark');

/** One way to start a new local match, e.g. one per player count. */
export interface NewMatchChoice {
  label: string;
  start(): void;
}

export interface HarnessFrameProps {
  /** The board, already wired to its local match. */
  board: ReactNode;
  /** Starts a new local match: one plain button, or one button per choice. */
  newMatch: (() => void) | readonly NewMatchChoice[];
  /** How wide the board may grow. */
  maxWidth?: 'sm' | 'md';
}

/** The page around a board's standalone harness: the shell's dark theme, a caption, and new-match controls. */
export function HarnessFrame({ board, newMatch, maxWidth = 'sm' }: HarnessFrameProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container maxWidth={maxWidth} sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="overline">Board harness: local hot-seat match</Typography>
          {board}
          <NewMatchControls newMatch={newMatch} />
        </Stack>
      </Container>
    </ThemeProvider>
  );
}

function NewMatchControls({ newMatch }: Pick<HarnessFrameProps, 'newMatch'>) {
  if (typeof newMatch === 'function') {
    return (
      <Button variant="outlined" onClick={() => newMatch()}>
        New local match
      </Button>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Typography variant="body2">New local match:</Typography>
      {newMatch.map((choice) => (
        <Button key={choice.label} variant="outlined" onClick={() => choice.start()}>
          {choice.label}
        </Button>
      ))}
    </Stack>
  );
}
