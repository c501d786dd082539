import { screen, within } from '@testing-library/react';
import type { HistoryRow, Profile } from '@tabletop/protocol';
import type { fakeSocketModule } from '../test/fake-socket';
import { historyRow } from '../test/history-rows';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };
const GUEST_NAME = '8ae5c0de-1111-4000-8000-000000000000';

const bo: Profile = {
  player: { id: 8, name: 'Bo' },
  kind: 'registered',
  memberSince: '2026-03-01T12:00:00.000Z',
  gamesPlayed: 5,
  perGame: [
    {
      game: 'super_tic_tac_toe',
      wins: 3,
      losses: 1,
      draws: 0,
      rating: { rating: 1620, deviation: 140, games: 4 },
      history: [
        { at: '2026-11-01T10:00:00.000Z', rating: 1662 },
        { at: '2026-11-02T10:00:00.000Z', rating: 1598 },
        { at: '2026-11-03T10:00:00.000Z', rating: 1620 },
      ],
    },
    { game: 'repello', wins: 0, losses: 0, draws: 1, rating: null, history: [] },
  ],
};

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

describe('player page', () => {
  it('shows member since, games played, the record and rating per game, its chart and the last games', async () => {
    fakeFetch({
      ...noGame,
      '/api/players/Bo': () => ({ status: 200, body: bo }),
      '/api/players/Bo/games?limit=10': () => ({
        status: 200,
        body: { games: [historyRow(9, { opponents: [{ id: 7, name: 'Ada' }] })], next: null },
      }),
    });
    renderApp('/player/Bo');
    expect(await screen.findByRole('heading', { name: 'Bo' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^Member since Mar 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Games played: 5')).toBeInTheDocument();
    const record = within(screen.getByRole('table', { name: 'Record per game' }))
      .getAllByRole('row')
      .slice(1);
    // A deviation of 140 is still provisional: the rating shows a ?.
    expect(record.map((row) => row.textContent)).toEqual(['Super Tic-Tac-Toe3101620? ±140', 'Repello001Unrated']);
    const chart = await screen.findByRole('img', { name: 'Super Tic-Tac-Toe rating history, now 1620' });
    // One line through the three ratings, drawn by the chart library.
    expect(chart.querySelectorAll('path.MuiLineChart-line')).toHaveLength(1);
    expect(chart).toHaveTextContent(/Rated games/);
    expect(screen.queryByRole('img', { name: /^Repello rating history/ })).not.toBeInTheDocument();
    const last = await screen.findByRole('table', { name: 'Last games' });
    expect(within(last).getByRole('link', { name: 'Replay' })).toHaveAttribute('href', '/replay/9');
  });

  it('offers Watch beside a public game the player is playing now, and nothing beside a private one', async () => {
    const cy = { id: 9, name: 'Cy' };
    const running: Partial<HistoryRow> = {
      status: 'playing',
      result: null,
      endedAt: null,
      players: [{ id: 8, name: 'Bo' }, cy],
      opponents: [cy],
    };
    fakeFetch({
      ...noGame,
      '/api/players/Bo': () => ({ status: 200, body: bo }),
      '/api/players/Bo/games?limit=10': () => ({
        status: 200,
        body: {
          games: [
            historyRow(12, { ...running, game: 'repello', code: 'W4TC', listed: true }),
            historyRow(11, { ...running, code: 'P5VT', listed: false }),
          ],
          next: null,
        },
      }),
    });
    renderApp('/player/Bo');
    const last = await screen.findByRole('table', { name: 'Last games' }, { timeout: 5000 });
    const [, shown, hidden] = within(last).getAllByRole('row');
    expect(within(shown).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/game/repello?watch=W4TC');
    expect(within(hidden).queryByRole('link', { name: /^(Watch|Resume|Replay)$/ })).not.toBeInTheDocument();
  });

  it("says a guest's games are private to anyone else", async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      [`/api/players/${GUEST_NAME}`]: () => ({
        status: 200,
        body: { player: { id: 9, name: GUEST_NAME }, kind: 'guest', memberSince: bo.memberSince, private: true },
      }),
    });
    renderApp(`/player/${GUEST_NAME}`);
    expect(await screen.findByRole('heading', { name: /^Guest [0-9A-F]{4}$/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("This guest's games are private.")).toBeInTheDocument();
    expect(screen.queryByText(/Games played/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/games'))).toBe(false);
  });

  it('says so for an unknown player', async () => {
    fakeFetch({
      ...noGame,
      '/api/players/nobody': () => ({ status: 404, body: { message: 'Unknown player', status: 404 } }),
    });
    renderApp('/player/nobody');
    expect(await screen.findByText('Unknown player', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is reached from the app bar', async () => {
    fakeFetch(noGame);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Profile' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/player/Ada',
    );
    expect(screen.getByRole('link', { name: 'My games' })).toHaveAttribute('href', '/my-games');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
