import HomeIcon from '@mui/icons-material/Home';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link, Outlet } from 'react-router';
import { useBoardShown } from '../games/BoardFirstContext';
import { TurnAlerts } from '../turn/use-turn-alerts';
import { AvatarButton } from './AvatarButton';
import { ConnectionBanner } from './ConnectionBanner';
import { GamesMenu } from './GamesMenu';
import { HistoryLinks } from './HistoryLinks';
import { ThemeToggle } from './ThemeToggle';
import { TurnAlertsMenu } from './TurnAlertsMenu';

/**
 * The top bar of every signed-in page, game pages too: home, GAMES, My games, Leaderboard, the profile, turn alerts,
 * theme and the avatar that logs out, on one line down to a phone's width, each icon named (its accessible name and a
 * tooltip). The tab title and alerts follow the player's turn on every one of these pages.
 */
export function AppLayout() {
  // On a page opened on a board, the bar's menus and links and the turn alerts wait for the board (board-first.ts);
  // Home and the title hold the bar's place meanwhile, so nothing below it moves when the rest arrives.
  const barComplete = useBoardShown();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {barComplete && <TurnAlerts />}
      <AppBar position="sticky" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <Tooltip title="Home">
            <IconButton component={Link} to="/" color="inherit" aria-label="Home" edge="start">
              <HomeIcon />
            </IconButton>
          </Tooltip>
          <Typography variant="h6" sx={{ fontWeight: 800, display: { xs: 'none', sm: 'block' } }}>
            Tabletop
          </Typography>
          {barComplete && <BarMenus />}
        </Toolbar>
        <ConnectionBanner />
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}

/** GAMES, My games, Leaderboard, the profile, turn alerts, theme and the avatar. */
function BarMenus() {
  return (
    <>
      <GamesMenu />
      <HistoryLinks />
      <Box sx={{ flexGrow: 1 }} />
      {/* Tight on a phone, where every control shares one line of 375 px. */}
      <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'center' }}>
        <TurnAlertsMenu />
        <ThemeToggle />
        <AvatarButton />
      </Stack>
    </>
  );
}
