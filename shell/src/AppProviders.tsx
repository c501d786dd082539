import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthContext';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { NotifyProvider } from './notify/NotifyContext';
import { ColorModeProvider } from './theme/ColorModeContext';

/**
 * What every page reads: theme, toasts and the signed-in user. The user's game and its live connection are the
 * signed-in pages' own (SignedInRoutes), so the login page loads none of their code. Anything below the theme that
 * throws shows the error page instead of a blank one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AppErrorBoundary>
        <NotifyProvider>
          <AuthProvider>{children}</AuthProvider>
        </NotifyProvider>
      </AppErrorBoundary>
    </ColorModeProvider>
  );
}
