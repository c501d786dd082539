import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useGames } from '../games/use-games';
import { GamesTable } from '../history/GamesTable';
import { fetchMyGames } from '../history/history-api';
import { retryUnlessRefused } from '../query/retry';
import { PageLoadFailed, PageLoading } from './PageStatus';
import { replayPageChunk } from './replay-page-chunk';

const ALL_GAMES = 'all';

/** /my-games: the player's running and finished games, newest first, a page at a time, filtered by game. */
export function MyGamesPage() {
  const [search, setSearch] = useSearchParams();
  const game = search.get('game') ?? ALL_GAMES;
  const { games } = useGames();
  const history = useInfiniteQuery({
    queryKey: ['history', 'mine', game],
    queryFn: ({ pageParam }) => fetchMyGames({ game: game === ALL_GAMES ? undefined : game, before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    retry: retryUnlessRefused,
  });
  const rows = history.data?.pages.flatMap((page) => page.games) ?? [];
  // The replay page's code, so opening a replay from here waits for no script of the shell's.
  useEffect(() => void replayPageChunk.preload().catch(() => undefined), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          My games
        </Typography>
        <TextField
          select
          size="small"
          label="Game"
          value={game}
          onChange={(event) =>
            setSearch(event.target.value === ALL_GAMES ? {} : { game: event.target.value }, { replace: true })
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL_GAMES}>All games</MenuItem>
          {games.map((entry) => (
            <MenuItem key={entry.url} value={entry.url}>
              {entry.displayText}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {history.isPending ? (
        <PageLoading label="Loading your games" />
      ) : history.isError && rows.length === 0 ? (
        <PageLoadFailed error={history.error} retry={() => void history.refetch()} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No games yet: games you play show up here.</Typography>
      ) : (
        <>
          <GamesTable label="My games" rows={rows} games={games} />
          {history.hasNextPage && (
            <Button
              variant="outlined"
              sx={{ alignSelf: 'center' }}
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              More
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
