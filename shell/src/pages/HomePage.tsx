import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/AuthContext';
import { isGuestName } from '@tabletop/game-kit';
import { GuestUpgradeCard } from '../login/GuestUpgradeCard';

export function HomePage() {
  const { user } = useAuth();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      {user?.name && (
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.4rem', sm: '2.125rem' } }}
        >
          Welcome {user.name}!
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary' }}>
        Pick a game from the GAMES menu, then create a game or join one with its code.
      </Typography>
      {user && isGuestName(user.name) && <GuestUpgradeCard />}
    </Stack>
  );
}
