import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }}>
      <Typography component="h1" variant="h2" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>There is nothing at this address.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go home
      </Button>
    </Stack>
  );
}
