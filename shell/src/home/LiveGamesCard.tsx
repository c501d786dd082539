import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CatalogueGame } from '../games/catalogue';
import { watchRoute } from '../watch/watch-route';
import { fetchLiveGames, LIVE_GAMES_QUERY_KEY, LIVE_GAMES_REFRESH_MS } from './live-games-query';

/** `12 moves · 2 watching`: how far the game is and who is looking on. */
export function liveGameLine(moves: number, watchers: number): string {
  const played = `${moves} ${moves === 1 ? 'move' : 'moves'}`;
  return watchers > 0 ? `${played} · ${watchers} watching` : played;
}

/** The public games being played now, newest first: each with its game, players, progress and watchers, and Watch. */
export function LiveGamesCard({ games, myCode }: { games: readonly CatalogueGame[]; myCode: string | null }) {
  const titleId = useId();
  const live = useQuery({
    queryKey: LIVE_GAMES_QUERY_KEY,
    queryFn: fetchLiveGames,
    refetchInterval: LIVE_GAMES_REFRESH_MS,
  });
  const nameOf = (url: string) => games.find((game) => game.url === url)?.displayText ?? url;
  const shown = live.data?.games.filter((game) => game.code !== myCode) ?? [];

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Live games
        </Typography>
        {live.status === 'pending' && <CircularProgress size={24} aria-label="Loading the live games" sx={{ mt: 1 }} />}
        {live.status === 'error' && !live.data && (
          <Typography sx={{ color: 'text.secondary' }}>The live games could not be loaded.</Typography>
        )}
        {live.data && shown.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>No public games are being played right now.</Typography>
        )}
        {shown.length > 0 && (
          <List aria-labelledby={titleId} dense>
            {shown.map((game) => (
              <ListItem
                key={game.code}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    variant="outlined"
                    component={Link}
                    to={watchRoute(game.game, game.code)}
                    aria-describedby={`${titleId}-${game.code}`}
                  >
                    Watch
                  </Button>
                }
              >
                <ListItemText
                  id={`${titleId}-${game.code}`}
                  primary={`${nameOf(game.game)} · ${game.players.join(' vs ')}`}
                  secondary={liveGameLine(game.moves, game.watchers)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
