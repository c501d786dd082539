import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { historyRow } from '../test/history-rows';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('My games', () => {
  it('lists the games newest first: game, opponents, result, moves, and Replay for finished games only', async () => {
    fakeFetch({
      ...noGame,
      '/api/history': () => ({
        status: 200,
        body: {
          games: [
            historyRow(12, { status: 'playing', result: null, endedAt: null, moves: 4, game: 'repello' }),
            historyRow(11, { result: 'loss' }),
          ],
          next: null,
        },
      }),
    });
    renderApp('/my-games');
    const table = await screen.findByRole('table', { name: 'My games' }, { timeout: 5000 });
    const [running, finished] = rowsOf(table);
    expect(running).toHaveTextContent(/^RepelloBoPlaying.*4Resume$/);
    expect(within(running).queryByRole('link', { name: 'Replay' })).not.toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game/repello');
    expect(finished).toHaveTextContent(/^Super Tic-Tac-ToeBoLost.*17Replay$/);
    expect(within(finished).getByRole('link', { name: 'Replay' })).toHaveAttribute('href', '/replay/11');
    expect(within(finished).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/player/Bo');
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('fetches the next page by key with More, until there is none', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/history': () => ({ status: 200, body: { games: [historyRow(30), historyRow(29)], next: 29 } }),
      '/api/history?before=29': () => ({ status: 200, body: { games: [historyRow(5)], next: null } }),
    });
    renderApp('/my-games');
    const table = await screen.findByRole('table', { name: 'My games' }, { timeout: 5000 });
    expect(rowsOf(table)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(within(rowsOf(table)[2]).getByRole('link', { name: 'Replay' })).toHaveAttribute('href', '/replay/5');
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/history?before=29')).toBe(true);
  });

  it('filters by game', async () => {
    fakeFetch({
      ...noGame,
      '/api/history': () => ({
        status: 200,
        body: { games: [historyRow(3), historyRow(2, { game: 'repello' })], next: null },
      }),
      '/api/history?game=repello': () => ({
        status: 200,
        body: { games: [historyRow(2, { game: 'repello' })], next: null },
      }),
    });
    renderApp('/my-games');
    const table = await screen.findByRole('table', { name: 'My games' }, { timeout: 5000 });
    expect(rowsOf(table)).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    fireEvent.click(screen.getByRole('option', { name: 'Repello' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'My games' }))).toHaveLength(1));
    expect(rowsOf(screen.getByRole('table', { name: 'My games' }))[0]).toHaveTextContent(/^Repello/);
  });

  it('says when there are no games yet', async () => {
    fakeFetch({ ...noGame, '/api/history': () => ({ status: 200, body: { games: [], next: null } }) });
    renderApp('/my-games');
    expect(await screen.findByText(/No games yet/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
