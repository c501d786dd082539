import { fireEvent, screen, within } from '@testing-library/react';
import type { Leaderboard, LeaderboardEntry } from '@tabletop/protocol';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

const entry = (rank: number, id: number, name: string, rating: number): LeaderboardEntry => ({
  rank,
  player: { id, name },
  rating,
  deviation: 60 + rank,
  games: 10 * rank,
});

function board(game: string, entries: LeaderboardEntry[], me: LeaderboardEntry | null = null): Leaderboard {
  return { game, entries, me, players: entries.length };
}

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

describe('leaderboard page', () => {
  it('ranks the players with rating, deviation and games, links each to a profile and gives my rank', async () => {
    const me = entry(2, GUEST.id, GUEST.name, 1580);
    fakeFetch({
      ...noGame,
      '/api/leaderboards/super_tic_tac_toe': () => ({
        status: 200,
        body: board('super_tic_tac_toe', [entry(1, 20, 'Zed', 1710), me], me),
      }),
    });
    renderApp('/leaderboard/super_tic_tac_toe');
    const table = await screen.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Zed1710±6110', '2Ada1580±6220']);
    expect(within(rows[0]).getByRole('link', { name: 'Zed' })).toHaveAttribute('href', '/player/Zed');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status', { name: 'Your rank' })).toHaveTextContent('Your rank: 2 of 2 (rating 1580)');
    expect(screen.getByText(/Guests and computer players are unrated/)).toHaveTextContent(/90 days/);
  });

  it("switches game, Winzard's url and its slash included", async () => {
    fakeFetch({
      ...noGame,
      '/api/leaderboards/super_tic_tac_toe': () => ({ status: 200, body: board('super_tic_tac_toe', []) }),
      '/api/leaderboards/winzards/football': () => ({
        status: 200,
        body: board('winzards/football', [entry(1, 21, 'Kim', 1650)]),
      }),
    });
    renderApp('/leaderboard/super_tic_tac_toe');
    expect(await screen.findByText('Nobody is ranked yet.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Your rank' })).toHaveTextContent('You are not ranked in this game yet');
    fireEvent.click(screen.getByRole('tab', { name: 'Football' }));
    expect(await screen.findByRole('link', { name: 'Kim' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the first game from the app bar', async () => {
    fakeFetch({
      ...noGame,
      '/api/leaderboards/super_tic_tac_toe': () => ({
        status: 200,
        body: board('super_tic_tac_toe', [entry(1, 20, 'Zed', 1710)]),
      }),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Leaderboard' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Zed' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Super Tic-Tac-Toe' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tells a guest that guests are not rated', async () => {
    fakeFetch({
      ...noGame,
      '/api/leaderboards/repello': () => ({ status: 200, body: board('repello', []) }),
    });
    renderApp('/leaderboard/repello', { id: 9, jwt: 'token-9', name: '8ae5c0de-1111-4000-8000-000000000000' });
    expect(await screen.findByRole('status', { name: 'Your rank' }, { timeout: 5000 })).toHaveTextContent(
      'Guests are not rated',
    );
  });

  it('answers 404 for a game that does not exist', async () => {
    fakeFetch(noGame);
    renderApp('/leaderboard/chess');
    expect(await screen.findByRole('heading', { name: '404' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
