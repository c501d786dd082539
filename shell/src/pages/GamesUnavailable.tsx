import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The list of games (GET /api/games) could not be fetched: say so and offer to try again. */
export function GamesUnavailable({ retry }: { retry: () => void }) {
  return (
    <Alert
      severity="warning"
      sx={{ maxWidth: 480, mx: 'auto' }}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Try again
        </Button>
      }
    >
      The games could not be loaded.
    </Alert>
  );
}
