import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName } from '@tabletop/game-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useGames } from '../games/use-games';
import { fetchPlayerGames } from '../history/history-api';
import { dateText } from '../history/history-text';
import { GamesTable } from '../history/GamesTable';
import { GameRecordsTable } from '../profile/GameRecordsTable';
import type { Profile } from '@tabletop/protocol';
import { fetchProfile } from '../profile/profile-api';
import { retryUnlessRefused } from '../query/retry';
import { PageLoadFailed, PageLoading } from './PageStatus';

// The chart library is the heaviest part of the page: it loads only when a rating history is there to draw.
const RatingChart = lazy(() => import('../profile/RatingChart'));

const LAST_GAMES = 10;

/** /player/:name: member since, games played, the record and rating per game with its history, the last games. */
export function PlayerPage() {
  const name = useParams().name ?? '';
  const profile = useQuery({
    queryKey: ['player', name],
    queryFn: () => fetchProfile(name),
    retry: retryUnlessRefused,
  });
  if (profile.isPending) return <PageLoading label="Loading the profile" />;
  if (profile.isError) return <PageLoadFailed error={profile.error} retry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const { games } = useGames();
  const gameName = (url: string) => games.find((game) => game.url === url)?.displayText ?? url;
  const rated = (profile.perGame ?? []).filter((record) => record.history.length > 0);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {displayName(profile.player.name)}
        </Typography>
        <Typography color="text.secondary">Member since {dateText(profile.memberSince)}</Typography>
        {profile.gamesPlayed !== undefined && <Typography>Games played: {profile.gamesPlayed}</Typography>}
      </Stack>
      {profile.private ? (
        <Typography>This guest&apos;s games are private.</Typography>
      ) : (
        <>
          {profile.perGame && profile.perGame.length > 0 && (
            <GameRecordsTable records={profile.perGame} gameName={gameName} />
          )}
          {rated.length > 0 && (
            <Stack spacing={2}>
              <Typography component="h2" variant="h6">
                Rating history
              </Typography>
              <Suspense fallback={<PageLoading label="Loading the chart" />}>
                {rated.map((record) => (
                  <Paper key={record.game} variant="outlined" sx={{ p: 1 }}>
                    <Typography variant="subtitle2">{gameName(record.game)}</Typography>
                    <RatingChart gameName={gameName(record.game)} history={record.history} />
                  </Paper>
                ))}
              </Suspense>
            </Stack>
          )}
          <LastGames name={profile.player.name} />
        </>
      )}
    </Stack>
  );
}

function LastGames({ name }: { name: string }) {
  const { games } = useGames();
  const last = useQuery({
    queryKey: ['history', 'player', name],
    queryFn: () => fetchPlayerGames(name, { limit: LAST_GAMES }),
    retry: retryUnlessRefused,
  });
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        Last games
      </Typography>
      {last.isPending ? (
        <PageLoading label="Loading the last games" />
      ) : last.isError ? (
        <PageLoadFailed error={last.error} retry={() => void last.refetch()} />
      ) : last.data.games.length === 0 ? (
        <Typography color="text.secondary">No games yet.</Typography>
      ) : (
        <GamesTable label="Last games" rows={last.data.games} games={games} />
      )}
    </Stack>
  );
}
