import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';

/** What the shell shows instead of a blank page when a component throws: try again, or start over from home. */
export function AppErrorPage({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Something went wrong
      </Typography>
      <Typography role="alert" sx={{ color: 'text.secondary', maxWidth: 480 }}>
        This page ran into an error. Try again, or go back home; your game is kept on the server.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => resetErrorBoundary()}>
          Try again
        </Button>
        {/* A full page load, not a route change: it starts the app over from a clean state. */}
        <Button variant="outlined" href="/">
          Home
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The shell's root boundary, inside the theme so the page keeps its look. Moving to another address (the back
 * button) clears the error too.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={AppErrorPage} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
