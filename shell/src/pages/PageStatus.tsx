import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '../api/errors';

/** A page's spinner while its data loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** What the server said when it refused (its `message`), or that it could not be reached, with `Try again`. */
export function PageLoadFailed({ error, retry }: { error: unknown; retry?: () => void }) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const text = refused ? (error.reason ?? error.message) : 'This could not be loaded.';
  return (
    <Alert
      severity={refused ? 'info' : 'warning'}
      sx={{ maxWidth: 560, mx: 'auto' }}
      action={
        !refused && retry ? (
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}
