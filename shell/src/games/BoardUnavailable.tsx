import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect } from 'react';

interface BoardUnavailableProps {
  onRetry(): void;
}

/** What a game page shows when its board could not load: a retry, tried again by itself once the network is back. */
export function BoardUnavailable({ onRetry }: BoardUnavailableProps) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          RETRY
        </Button>
      }
      sx={{ maxWidth: 560, mx: 'auto' }}
    >
      <AlertTitle>The board could not be loaded</AlertTitle>
      The rest of the site still works. Check your connection and retry; it retries by itself when you are back online.
    </Alert>
  );
}
