import { Button, Container, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { createTabletopTheme } from '@tabletop/board-kit';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { RepelloAction } from '../../rules';
import Board from '../Board';
import { HARNESS_PLAYERS, newLocalMatch, playLocally } from './local-match';

const theme = createTabletopTheme('dark');

/** Plays every seat in turn (hot seat), so the board team can try the board without the shell. */
export function HarnessApp() {
  const [match, setMatch] = useState(() => newLocalMatch());
  const current = useRef(match);
  current.current = match;
  const me = useMemo(() => match.player ?? HARNESS_PLAYERS[0], [match.player]);

  const onAction = useCallback(async (action: RepelloAction) => {
    const mover = current.current.player;
    if (!mover) return { ok: false as const, error: 'The game is over' };
    const { match: next, outcome } = playLocally(current.current, mover.id, action);
    setMatch(next);
    return outcome;
  }, []);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container maxWidth="sm" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="overline">Board harness: local hot-seat match</Typography>
          <Board match={match} me={me} onAction={onAction} />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
          >
            <Typography variant="body2">New local match:</Typography>
            {[2, 3, 4].map((players) => (
              <Button key={players} variant="outlined" onClick={() => setMatch(newLocalMatch(players))}>
                {players} players
              </Button>
            ))}
          </Stack>
        </Stack>
      </Container>
    </ThemeProvider>
  );
}
