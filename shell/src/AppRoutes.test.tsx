import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from './auth/AuthContext';
import { OUTSIDE_PROVIDER_MESSAGE } from './context/required-context';
import { useMatch } from './match/MatchContext';
import { useNotify } from './notify/NotifyContext';
import { useRealtime } from './realtime/RealtimeContext';
import { useColorMode } from './theme/ColorModeContext';
import { fakeFetch, GUEST, renderApp } from './test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('./test/fake-socket')>('./test/fake-socket').fakeSocketModule(),
);

const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  fakeFetch(noGame);
});

describe('routes and auth', () => {
  it('sends a logged-out visitor to /login', async () => {
    renderApp('/game/repello', null);
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in as guest' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat Password')).not.toBeInTheDocument();
  });

  it('treats a stored token without a name as logged out', async () => {
    localStorage.setItem('jwt', 'orphan');
    renderApp('/', null);
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('sends a logged-in visitor of /login home', async () => {
    renderApp('/login');
    expect(await screen.findByText('Welcome Ada!')).toBeInTheDocument();
  });

  it('logs in as a guest and stores the credentials', async () => {
    fakeFetch({ ...noGame, '/api/auth/guest': () => ({ status: 201, body: { id: 3, jwt: 'g-jwt', name: 'Guesty' } }) });
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as guest' }));
    expect(await screen.findByText('Welcome Guesty!')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe('g-jwt');
  });

  it('shows the invalid-credentials message under User Name when login fails', async () => {
    fakeFetch({ '/api/auth/login': () => ({ status: 401, body: { message: 'Unauthorized', status: 401 } }) });
    renderApp('/login', null);
    fireEvent.change(await screen.findByLabelText('User Name'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('*Invalid User Name or Password')).toBeInTheDocument();
  });

  it('checks required fields and that the passwords match in register mode', async () => {
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER' }));
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'one' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('*Passwords are not the same')).toBeInTheDocument();
    expect(screen.getByText('*This field is required')).toBeInTheDocument();
  });

  it('logs out from the avatar: credentials cleared, back to /login', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('shows 404 with a way home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('lists the three games in the GAMES menu', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'GAMES' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['SUPER TIC-TAC-TOE', 'REPELLO', 'FOOTBALL']);
  });
});

describe('GAMES menu', () => {
  it('goes to the chosen game', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'GAMES' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'REPELLO' }));
    expect(await screen.findByRole('heading', { name: 'Repello' })).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('Welcome Ada!');
    screen.getByRole('button', { name: 'GAMES' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'SUPER TIC-TAC-TOE' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'FOOTBALL' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Football' })).toBeInTheDocument();
  });

  it('goes straight to the active game without opening', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({
        status: 200,
        body: {
          game: 'winzards/football',
          code: 'QX42',
          version: 0,
          player: null,
          gameOver: false,
          state: null,
          score: [{ player: { id: GUEST.id, name: GUEST.name }, score: 0 }],
        },
      }),
    });
    renderApp('/');
    await screen.findByText('Welcome Ada!');
    // Let the current state arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'GAMES' }));
    expect(await screen.findByRole('heading', { name: 'Football' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('theme toggle', () => {
  it('starts dark and saves the chosen mode', async () => {
    renderApp('/');
    expect(await screen.findByTestId('moon-icon')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(screen.getByTestId('sun-icon')).toBeInTheDocument();
    expect(localStorage.getItem('mode')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem('mode')).toBe('dark');
  });
});

describe('contexts outside their provider', () => {
  it.each([
    ['useAuth', useAuth],
    ['useMatch', useMatch],
    ['useColorMode', useColorMode],
    ['useRealtime', useRealtime],
    ['useNotify', useNotify],
  ])('%s throws the provider error', (_name, hook) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow(OUTSIDE_PROVIDER_MESSAGE);
  });
});

describe('resuming after a reload', () => {
  it('redirects to the active game and shows its lobby while it waits', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({
        status: 200,
        body: {
          game: 'repello',
          code: 'QX42',
          version: 0,
          player: null,
          gameOver: false,
          state: null,
          score: [{ player: { id: GUEST.id, name: GUEST.name }, score: 0 }],
        },
      }),
    });
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByRole('heading', { name: 'Repello' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Invite with code: QX42');
  });

  it('stays empty when the current state answer is an error', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 500, body: { message: 'Boom', status: 500 } }) });
    renderApp('/game/repello');
    expect(await screen.findByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
  });
});
