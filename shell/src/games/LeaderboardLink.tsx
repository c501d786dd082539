import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { leaderboardRoute } from '../history/routes';

/** The game page's way to its game's leaderboard. */
export function LeaderboardLink({ url }: { url: string }) {
  return (
    <Button size="small" component={Link} to={leaderboardRoute(url)} startIcon={<EmojiEventsIcon />}>
      Leaderboard
    </Button>
  );
}
