import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionOutcome } from '@tabletop/board-kit';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { endingFor } from '../ending/ending-text';
import { useBoardFirst } from '../games/BoardFirstContext';
import { BoardSlot } from '../games/BoardSlot';
import { gameRoute, type CatalogueGame } from '../games/catalogue';
import { replayRoute } from '../history/routes';
import { LiveMoveList } from '../moves/LiveMoveList';
import { PlayersStrip } from '../play/PlayersStrip';
import { useComputerSeats } from '../play/use-computer-seats';
import { ScorePanel } from '../score/ScorePanel';
import { useWatchedGame } from './use-watched-game';
import { WATCHING_ERROR } from './watch-state';
import { watchRoute } from './watch-route';
import { WatchingCount } from './WatchingCount';

/** A spectator's clicks: the board is shown read-only, and the server would refuse a move anyway. */
const refuse = (): Promise<ActionOutcome> => Promise.resolve({ ok: false, error: WATCHING_ERROR });

/**
 * /game/<url>?watch=<code>: someone else's running game, live and read-only, from its public view (what every seat
 * may see). A finished game's link opens its replay; the user's own game opens as theirs to play.
 */
export function WatchView({ game, code }: { game: CatalogueGame; code: string }) {
  const user = useCurrentUser();
  const watched = useWatchedGame(code);
  const computers = useComputerSeats(watched.state?.code);
  // A watched game comes over the game's connection, so nothing waits for its board (board-first.ts).
  const boardFirst = useBoardFirst();
  useEffect(() => boardFirst.markShown(), [boardFirst]);
  const { state, replay, error, seated, watchers } = watched;

  if (seated) return <Navigate to={gameRoute(game.url)} replace />;
  if (replay !== null && !state) return <Navigate to={replayRoute(replay)} replace />;
  if (state && state.game !== game.url) return <Navigate to={watchRoute(state.game, state.code)} replace />;
  if (!state && error) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Alert severity="info">
          Cannot watch game {watched.code}: {error}
        </Alert>
        <Button component={Link} to="/" variant="contained">
          Go home
        </Button>
      </Stack>
    );
  }
  if (!state) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the game" />
      </Box>
    );
  }

  const ending = endingFor(state, user.id);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
          <Chip icon={<VisibilityIcon />} label="Watching" color="info" variant="outlined" />
          <PlayersStrip match={state} myId={user.id} />
          <WatchingCount count={watchers} />
        </Stack>
        {game.showScore && state.score.length > 0 && (
          <ScorePanel score={state.score} current={state.player} forfeited={state.forfeited} />
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'center', lg: 'flex-start' } }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          {ending && (
            <Paper variant="outlined" sx={{ px: 2, py: 1.5, width: '100%', maxWidth: 640 }}>
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Typography component="h2" variant="h5" role="status" aria-label="Result">
                  {ending.headline}
                </Typography>
                {replay !== null && (
                  <Button component={Link} to={replayRoute(replay)} variant="contained">
                    Replay
                  </Button>
                )}
              </Stack>
            </Paper>
          )}
          <BoardSlot
            url={game.url}
            match={state}
            me={{ id: user.id, name: user.name }}
            onAction={refuse}
            computers={computers}
          />
        </Stack>
        <LiveMoveList code={state.code} version={state.version} />
      </Stack>
    </Stack>
  );
}
