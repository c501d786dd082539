import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthContext';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { MatchProvider } from './match/MatchContext';
import { NotifyProvider } from './notify/NotifyContext';
import { ColorModeProvider } from './theme/ColorModeContext';

/**
 * What every page reads: theme, toasts, the signed-in user and their game. The game's live connection is the signed-in
 * pages' own (SignedInRoutes), so the login page loads none of its code. Anything below the theme that throws shows
 * the error page instead of a blank one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AppErrorBoundary>
        <NotifyProvider>
          <AuthProvider>
            <MatchProvider>{children}</MatchProvider>
          </AuthProvider>
        </NotifyProvider>
      </AppErrorBoundary>
    </ColorModeProvider>
  );
}
