import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { AppRoutes } from '../AppRoutes';
import { saveUser, type CurrentUser } from '../auth/credentials';
import { fakeResponse } from './fake-response';

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

/** A fetch answering each `/api/...` path from a table; unknown paths answer 404. */
export function fakeFetch(
  routes: Record<string, () => { status: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const route = routes[path];
    const { status, body, headers } = route ? route() : { status: 404, body: { message: 'Not Found', status: 404 } };
    return fakeResponse(status, body, undefined, headers);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
