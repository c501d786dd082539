import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isGuestName } from '@tabletop/game-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { useGames } from '../games/use-games';
import { leaderboardRoute } from '../history/routes';
import { fetchLeaderboard } from '../leaderboard/leaderboard-api';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import { rankLine } from '../leaderboard/rank-line';
import { retryUnlessRefused } from '../query/retry';
import { GamesUnavailable } from './GamesUnavailable';
import { NotFoundPage } from './NotFoundPage';
import { PageLoadFailed, PageLoading } from './PageStatus';

/** /leaderboard/<game url>: the game's top 50 and the viewer's rank; /leaderboard alone opens the first game's. */
export function LeaderboardPage() {
  const url = useParams()['*'] ?? '';
  const catalogue = useGames();
  if (catalogue.status === 'error') return <GamesUnavailable retry={catalogue.retry} />;
  if (catalogue.status === 'pending') return <PageLoading label="Loading the leaderboard" />;
  if (!url && catalogue.games.length > 0) return <Navigate to={leaderboardRoute(catalogue.games[0].url)} replace />;
  const game = catalogue.games.find((candidate) => candidate.url === url);
  if (!game) return <NotFoundPage />;

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Leaderboard
      </Typography>
      <Tabs value={game.url} aria-label="Game" variant="scrollable" allowScrollButtonsMobile>
        {catalogue.games.map((entry) => (
          <Tab
            key={entry.url}
            value={entry.url}
            label={entry.displayText}
            component={Link}
            to={leaderboardRoute(entry.url)}
          />
        ))}
      </Tabs>
      <GameLeaderboard game={game.url} />
      <Alert severity="info" variant="outlined">
        Guests and computer players are unrated. A player is listed after ten rated games, once their rating has settled
        (a provisional rating shows a ?), and drops off after 90 days without a rated game until they play again.
      </Alert>
    </Stack>
  );
}

function GameLeaderboard({ game }: { game: string }) {
  const user = useCurrentUser();
  const board = useQuery({
    queryKey: ['leaderboard', game],
    queryFn: () => fetchLeaderboard(game),
    retry: retryUnlessRefused,
  });
  if (board.isPending) return <PageLoading label="Loading the leaderboard" />;
  if (board.isError) return <PageLoadFailed error={board.error} retry={() => void board.refetch()} />;
  const { entries } = board.data;
  return (
    <Stack spacing={1}>
      <Typography role="status" aria-label="Your rank">
        {rankLine(board.data, isGuestName(user.name))}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">Nobody is ranked yet.</Typography>
      ) : (
        <LeaderboardTable entries={entries} meId={user.id} />
      )}
    </Stack>
  );
}
