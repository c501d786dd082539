import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const waitingGame = (seats: number) => ({
  game: 'repello',
  code: 'K7QZ',
  version: 0,
  player: null,
  gameOver: false,
  state: null,
  score: [GUEST, { id: 8, name: 'Bo' }, { id: 9, name: 'Cy' }]
    .slice(0, seats)
    .map(({ id, name }) => ({ player: { id, name }, score: 0 })),
});

beforeEach(() => localStorage.clear());

async function openLobby() {
  renderApp('/game/repello');
  return screen.findByLabelText('CODE');
}

describe('lobby card', () => {
  it('enables JOIN GAME only for a valid code and CREATE GAME only without one', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 204 }) });
    const code = await openLobby();
    const join = screen.getByRole('button', { name: 'JOIN GAME' });
    const create = screen.getByRole('button', { name: 'CREATE GAME' });
    expect(join).toBeDisabled();
    expect(create).toBeEnabled();
    fireEvent.change(code, { target: { value: 'ab1' } });
    expect(join).toBeDisabled();
    fireEvent.change(code, { target: { value: 'ab12' } });
    expect(join).toBeEnabled();
    expect(create).toBeDisabled();
  });

  it('shows *Inactive code under the field when joining fails', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 204 }),
      '/api/game/join': () => ({ status: 404, body: { message: 'No such game', status: 404 } }),
    });
    fireEvent.change(await openLobby(), { target: { value: 'ZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    expect(await screen.findByText('*Inactive code')).toBeInTheDocument();
  });

  it('shows the invite and the seated players after creating, and disables CREATE GAME', async () => {
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 204 }),
      '/api/game/create': () => ({ status: 201, body: waitingGame(1) }),
    });
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('Invite with code:')).toBeInTheDocument();
    expect(screen.getByText('K7QZ')).toBeInTheDocument();
    expect(screen.getByText('Ada (you)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/create') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello' });
  });

  it('offers START to the first seat once the minimum is seated, sending overrideStart', async () => {
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/start': () => ({ status: 200, body: { ...waitingGame(2), player: { id: GUEST.id, name: 'Ada' } } }),
    });
    await openLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'START' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/game/start')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/start') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello', code: 'K7QZ', overrideStart: true });
  });

  it('shows *Inactive code when starting fails', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/start': () => ({ status: 409, body: { message: 'Conflict', status: 409 } }),
    });
    await openLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'START' }));
    expect(await screen.findByText('*Inactive code')).toBeInTheDocument();
  });
});
