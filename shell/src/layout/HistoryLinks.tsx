import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { displayName } from '@tabletop/game-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { LEADERBOARD_ROUTE, MY_GAMES_ROUTE, playerRoute } from '../history/routes';

/**
 * An app bar link: its icon always, its words from small tablets up (phones keep the bar on one line). Without its
 * words, its name shows as a tooltip on pointing at it or pressing it a moment; with words that are not its name (the
 * player's own name for Profile), too.
 */
function BarLink({ to, label, text = label, icon }: { to: string; label: string; text?: string; icon: ReactNode }) {
  const wordsShown = useMediaQuery((theme) => theme.breakpoints.up('md'));
  return (
    <Tooltip title={wordsShown && text === label ? '' : label}>
      <Button
        color="inherit"
        component={Link}
        to={to}
        aria-label={label}
        startIcon={icon}
        sx={{
          minWidth: 0,
          whiteSpace: 'nowrap',
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {text}
        </Box>
      </Button>
    </Tooltip>
  );
}

/** The way to the player's record: My games, the leaderboards, and their own profile (shown under their name). */
export function HistoryLinks() {
  const user = useCurrentUser();
  return (
    <>
      <BarLink to={MY_GAMES_ROUTE} label="My games" icon={<HistoryIcon />} />
      <BarLink to={LEADERBOARD_ROUTE} label="Leaderboard" icon={<EmojiEventsIcon />} />
      <BarLink to={playerRoute(user.name)} label="Profile" text={displayName(user.name)} icon={<PersonIcon />} />
    </>
  );
}
