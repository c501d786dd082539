import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  fake.socket.disconnect.mockClear();
});

describe('avatar', () => {
  it("shows the name's first letter", async () => {
    fakeFetch(noGame);
    renderApp('/', { id: 1, jwt: 'j', name: 'grace' });
    expect(await screen.findByRole('button', { name: 'Log out' })).toHaveTextContent(/^G$/);
  });

  it('shows the picture when there is one', async () => {
    fakeFetch(noGame);
    renderApp('/', { id: 1, jwt: 'j', name: 'grace', profileUrl: 'https://pictures.example/g.png' });
    const avatar = await screen.findByRole('button', { name: 'Log out' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://pictures.example/g.png');
  });

  it('is blank for a guest', async () => {
    fakeFetch(noGame);
    renderApp('/', { id: 1, jwt: 'j', name: '3f2a9c1e-2b7d-4c1a-9e8f-0a1b2c3d4e5f' });
    const avatar = await screen.findByRole('button', { name: 'Log out' });
    expect(avatar).toHaveTextContent(/^$/);
    expect(avatar.querySelector('img')).toBeNull();
  });
});

describe('logging out', () => {
  it('revokes the session on the server, clears storage, disconnects and lands on /login', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/auth/logout': () => ({ status: 204 }) });
    renderApp('/', { id: 1, jwt: 'j', name: 'grace' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });

  it('warns a guest that logging out ends the account, offering to register first', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/auth/logout': () => ({ status: 204 }) });
    renderApp('/game/repello', { id: 1, jwt: 'j', name: '3f2a9c1e-2b7d-4c1a-9e8f-0a1b2c3d4e5f' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const warning = await screen.findByRole('dialog', { name: 'Log out of your guest account?' });
    expect(warning).toHaveTextContent('logging out ends it, and its games and scores go with it');
    fireEvent.click(screen.getByRole('button', { name: 'Register first' }));
    expect(await screen.findByRole('button', { name: 'REGISTER' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
  });

  it('logs out locally even when the server call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch({ ...noGame, '/api/auth/logout': () => ({ status: 500, body: { message: 'Boom', status: 500 } }) });
    renderApp('/', { id: 1, jwt: 'j', name: 'grace' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('ends the session when a call gets 401 and the refresh is refused', async () => {
    const refused = () => ({ status: 401, body: { message: 'Unauthorized', status: 401 } });
    const fetchMock = fakeFetch({ '/api/game/current-state': refused, '/api/auth/refresh-token': refused });
    renderApp('/', { id: 1, jwt: 'expired', name: 'grace' });
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh-token')).toHaveLength(1);
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });
});
