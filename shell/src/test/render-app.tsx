import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { AppRoutes } from '../AppRoutes';
import { saveUser, type CurrentUser } from '../auth/credentials';
import { fakeResponse } from './fake-response';
import { GAME_MANIFEST } from './game-manifest';

export const GUEST: CurrentUser = { id: 7, jwt: 'token-7', name: 'Ada' };

/** Renders the whole shell at `path`, optionally signed in. fetch and socket.io-client are the test's fakes. */
export function renderApp(path: string, user: CurrentUser | null = GUEST) {
  if (user) saveUser(user);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The answers every signed-in page asks for, unless a test gives its own. */
const DEFAULT_ROUTES: Record<string, () => { status: number; body?: unknown; headers?: Record<string, string> }> = {
  '/api/games': () => ({ status: 200, body: GAME_MANIFEST }),
  '/api/game/open-tables': () => ({ status: 200, body: { revision: 1, tables: [] } }),
};

/** A fetch answering each `/api/...` path from a table (the games and open tables by default); others answer 404. */
export function fakeFetch(
  routes: Record<string, () => { status: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const route = routes[path] ?? DEFAULT_ROUTES[path];
    const { status, body, headers } = route ? route() : { status: 404, body: { message: 'Not Found', status: 404 } };
    return fakeResponse(status, body, undefined, headers);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
