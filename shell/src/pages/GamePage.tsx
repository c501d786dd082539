import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, CircularProgress, IconButton, Stack } from '@mui/material';
import { isWaiting } from '@tabletop/game-kit';
import { Link, Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { BoardSlot } from '../games/BoardSlot';
import { findGame, gameRoute } from '../games/catalogue';
import { LobbyCard } from '../lobby/LobbyCard';
import { useMatch } from '../match/MatchContext';
import { activeGameUrl } from '../match/match-state';
import { useRealtime } from '../realtime/RealtimeContext';
import { ScorePanel } from '../score/ScorePanel';
import { NotFoundPage } from './NotFoundPage';

/** /game/<url>: the lobby while no game of this kind runs, then the board. */
export function GamePage() {
  const url = useParams()['*'] ?? '';
  const game = findGame(url);
  const user = useCurrentUser();
  const { match, loading, clear } = useMatch();
  const { act } = useRealtime();

  if (!game) return <NotFoundPage />;
  const active = activeGameUrl(match);
  if (active && active !== url) return <Navigate to={gameRoute(active)} replace />;

  const mine = match && match.game === url ? match : null;
  const me = { id: user.id, name: user.name };
  const showScore = game.showScore && mine !== null && !isWaiting(mine) && mine.score.length > 0;

  return (
    <Box sx={{ minHeight: '100vh', p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2, gap: 1 }}>
        <IconButton component={Link} to="/" aria-label="Home" size="large">
          <HomeIcon />
        </IconButton>
        {showScore && mine && <ScorePanel score={mine.score} current={mine.player} />}
      </Stack>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the game" />
        </Box>
      ) : mine && !isWaiting(mine) ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <BoardSlot url={url} match={mine} me={me} onAction={act} />
          {mine.gameOver && (
            <Button variant="contained" onClick={clear}>
              BACK TO LOBBY
            </Button>
          )}
        </Stack>
      ) : (
        <LobbyCard game={game} waiting={mine} me={me} />
      )}
    </Box>
  );
}
