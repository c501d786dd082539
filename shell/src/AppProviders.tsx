import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthContext';
import { MatchProvider } from './match/MatchContext';
import { NotifyProvider } from './notify/NotifyContext';
import { RealtimeProvider } from './realtime/RealtimeContext';
import { ColorModeProvider } from './theme/ColorModeContext';

/** Everything the pages read: theme, toasts, the signed-in user, their game and its live connection. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <NotifyProvider>
        <AuthProvider>
          <MatchProvider>
            <RealtimeProvider>{children}</RealtimeProvider>
          </MatchProvider>
        </AuthProvider>
      </NotifyProvider>
    </ColorModeProvider>
  );
}
