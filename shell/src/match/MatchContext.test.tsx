import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { saveUser } from '../auth/credentials';
import { runningGame } from '../test/game-states';
import { prefetchCurrentState } from './current-state-prefetch';
import { fakeFetch, GUEST } from '../test/render-app';
import { MatchProvider, useMatch } from './MatchContext';

/** Every render's view of the match, in order. */
let seen: string[] = [];

function Recorder() {
  const { match, loading } = useMatch();
  const view = loading ? 'loading' : match ? `game ${match.code}` : 'no game';
  seen.push(view);
  return <p>{view}</p>;
}

function renderProvider() {
  render(
    <MemoryRouter>
      <AppProviders>
        <MatchProvider>
          <Recorder />
        </MatchProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('MatchProvider', () => {
  beforeEach(() => {
    seen = [];
    localStorage.clear();
  });

  it("shows a signed-in user's game as loading from its first render, never as no game before the answer", async () => {
    saveUser(GUEST);
    const game = runningGame('repello', 2, 3);
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: game }) });
    renderProvider();

    await screen.findByText(`game ${game.code}`);
    expect(seen[0]).toBe('loading');
    expect(seen).not.toContain('no game');
  });

  it('has no game and loads nothing when nobody is signed in', () => {
    const fetchMock = fakeFetch({});
    renderProvider();

    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((view) => view === 'no game')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the startup prefetch when its answer has come, without asking again', async () => {
    saveUser(GUEST);
    const game = runningGame('repello', 2, 5);
    const fetchMock = fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: game }) });
    prefetchCurrentState(GUEST.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderProvider();

    expect(seen[0]).toBe(`game ${game.code}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.every((view) => view === `game ${game.code}`)).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/game/current-state')).toHaveLength(1);
  });
});
