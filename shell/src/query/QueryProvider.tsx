import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The signed-in pages' query cache (TanStack Query): one per sign-in, so nothing cached outlives the session. Lists
 * that the server keeps live over the socket (the open tables) never go stale; the rest retry a failed fetch twice.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
