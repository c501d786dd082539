import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { isWaiting } from '@tabletop/game-kit';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { BoardSlot } from '../games/BoardSlot';
import { GameGuideButton } from '../games/GameGuideButton';
import { findGame, gameRoute } from '../games/catalogue';
import { LobbyCard } from '../lobby/LobbyCard';
import { useMatch } from '../match/MatchContext';
import { activeGameUrl } from '../match/match-state';
import { ForfeitButton } from '../play/ForfeitButton';
import { PlayersStrip } from '../play/PlayersStrip';
import { useRealtime } from '../realtime/RealtimeContext';
import { ScorePanel } from '../score/ScorePanel';
import { NotFoundPage } from './NotFoundPage';

/** /game/<url>: the lobby while no game of this kind runs, then the players, the score and the board. */
export function GamePage() {
  const url = useParams()['*'] ?? '';
  const game = findGame(url);
  const user = useCurrentUser();
  const { match, loading, dismiss } = useMatch();
  const { act } = useRealtime();

  if (!game) return <NotFoundPage />;
  const active = activeGameUrl(match);
  if (active && active !== url) return <Navigate to={gameRoute(active)} replace />;

  const mine = match && match.game === url ? match : null;
  const me = { id: user.id, name: user.name };

  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the game" />
      </Box>
    );
  }
  if (!mine || isWaiting(mine)) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <LobbyCard game={game} waiting={mine} me={me} />
        <GameGuideButton url={url} />
      </Stack>
    );
  }

  const showScore = game.showScore && mine.score.length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <PlayersStrip match={mine} myId={me.id} />
        {showScore && <ScorePanel score={mine.score} current={mine.player} />}
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <BoardSlot url={url} match={mine} me={me} onAction={act} />
        {mine.gameOver ? (
          <Button variant="contained" onClick={dismiss}>
            New game
          </Button>
        ) : (
          <ForfeitButton seated={mine.score.length} minPlayers={game.players[0]} />
        )}
      </Stack>
    </Stack>
  );
}
