import { fireEvent, screen } from '@testing-library/react';
import { loadUser } from '../auth/credentials';
import { fakeJwt } from '../test/jwt';
import { fakeFetch, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const GUEST_NAME = '3f2a9c1e-2b7d-4c1a-9e8f-0a1b2c3d4e5f';
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => localStorage.clear());

function authorizationOf(fetchMock: jest.Mock, url: string): string | undefined {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url) as [string, RequestInit] | undefined;
  return (call?.[1].headers as Record<string, string> | undefined)?.Authorization;
}

async function registerAs(username: string) {
  fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
}

describe('guest upgrade on the home page', () => {
  it('offers a guest to register, keeping the id and changing the name', async () => {
    const guestJwt = fakeJwt(600);
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/auth/register': () => ({ status: 201, body: { id: 5, jwt: 'ada-jwt', name: 'ada' } }),
    });
    renderApp('/', { id: 5, jwt: guestJwt, name: GUEST_NAME });
    expect(await screen.findByText('Welcome Guest 3F2A!')).toBeInTheDocument();
    expect(screen.getByText('You are playing as a guest. Register to keep your games and scores.')).toBeInTheDocument();
    await registerAs('ada');
    expect(await screen.findByText('Welcome ada!')).toBeInTheDocument();
    expect(authorizationOf(fetchMock, '/api/auth/register')).toBe(`Bearer ${guestJwt}`);
    expect(loadUser()).toEqual({ id: 5, jwt: 'ada-jwt', name: 'ada' });
    expect(screen.queryByText(/You are playing as a guest/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveTextContent('A');
  });

  it('renews an expired guest token first, so the upgrade carries a live one', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/auth/refresh-token': () => ({ status: 200, body: { jwt: 'renewed-guest-jwt' } }),
      '/api/auth/register': () => ({ status: 201, body: { id: 5, jwt: 'ada-jwt', name: 'ada' } }),
    });
    renderApp('/', { id: 5, jwt: fakeJwt(-60), name: GUEST_NAME });
    await registerAs('ada');
    expect(await screen.findByText('Welcome ada!')).toBeInTheDocument();
    expect(authorizationOf(fetchMock, '/api/auth/register')).toBe('Bearer renewed-guest-jwt');
  });

  it('shows *Invalid User Name or Password when the name is taken, and stays a guest', async () => {
    fakeFetch({ ...noGame, '/api/auth/register': () => ({ status: 409, body: { message: 'Conflict', status: 409 } }) });
    renderApp('/', { id: 5, jwt: fakeJwt(600), name: GUEST_NAME });
    await registerAs('taken');
    expect(await screen.findByText('*Invalid User Name or Password')).toBeInTheDocument();
    expect(loadUser()).toMatchObject({ id: 5, name: GUEST_NAME });
  });

  it('uses the login form rules: passwords must match', async () => {
    const fetchMock = fakeFetch(noGame);
    renderApp('/', { id: 5, jwt: fakeJwt(600), name: GUEST_NAME });
    fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'other horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('*Passwords are not the same')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('shows no upgrade card to a registered user', async () => {
    fakeFetch(noGame);
    renderApp('/', { id: 11, jwt: fakeJwt(600), name: 'ada' });
    expect(await screen.findByText('Welcome ada!')).toBeInTheDocument();
    expect(screen.queryByText(/You are playing as a guest/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('User Name')).not.toBeInTheDocument();
  });
});
