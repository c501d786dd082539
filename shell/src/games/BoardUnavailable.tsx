import { Alert, AlertTitle, Button } from '@mui/material';

interface BoardUnavailableProps {
  onRetry(): void;
}

export function BoardUnavailable({ onRetry }: BoardUnavailableProps) {
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
      The rest of the site still works. Check your connection and retry.
    </Alert>
  );
}
