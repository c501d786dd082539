import { Button, Container, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { createTabletopTheme } from '@tabletop/board-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { WinzardAction } from '../../rules';
import Board from '../Board';
import { HARNESS_PLAYERS, newLocalMatch, playLocally } from './local-match';

const theme = createTabletopTheme('dark');
/** `?seed=abc` deals a known court, so a walk-through can be repeated. */
const SEED = new URLSearchParams(globalThis.location?.search ?? '').get('seed') ?? undefined;

/** Plays both seats in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const [match, setMatch] = useState(() => newLocalMatch(SEED));
  const current = useRef(match);
  current.current = match;
  const me = useMemo(() => match.player ?? HARNESS_PLAYERS[0], [match.player]);

  const onAction = useCallback(async (action: WinzardAction) => {
    const mover = current.current.player;
    if (!mover) return { ok: false as const, error: 'The game is over' };
    const { match: next, outcome } = playLocally(current.current, mover.id, action);
    setMatch(next);
    return outcome;
  }, []);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container maxWidth="md" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="overline">Board harness: local hot-seat match</Typography>
          <Board match={match} me={me} onAction={onAction} />
          <Button variant="outlined" onClick={() => setMatch(newLocalMatch(`${Date.now()}`))}>
            New local match
          </Button>
        </Stack>
      </Container>
    </ThemeProvider>
  );
}
