import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Container, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { Link, Outlet } from 'react-router';
import { AvatarButton } from './AvatarButton';
import { GamesMenu } from './GamesMenu';
import { ThemeToggle } from './ThemeToggle';

/** The top bar of the shell's own pages: home, GAMES, theme and the avatar that logs out. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton component={Link} to="/" color="inherit" aria-label="Home" edge="start">
            <HomeIcon />
          </IconButton>
          <Typography variant="h6" sx={{ fontWeight: 800, display: { xs: 'none', sm: 'block' } }}>
            Tabletop
          </Typography>
          <GamesMenu />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ThemeToggle />
            <AvatarButton />
          </Stack>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
