import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadUser } from '../auth/credentials';
import type { GoogleIdentity } from '../login/google-identity';
import { fakeFetch, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

type Routes = Parameters<typeof fakeFetch>[0];
const noGame: Routes = { '/api/game/current-state': () => ({ status: 204 }) };
const refused = () => ({ status: 401, body: { message: 'Unauthorized', status: 401 } });
const ADA = { id: 11, jwt: 'ada-jwt', name: 'ada', url: 'https://pictures.example/ada.png' };

beforeEach(() => localStorage.clear());
afterEach(() => delete window.google);

function bodySentTo(fetchMock: jest.Mock, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url) as [string, RequestInit] | undefined;
  return call && JSON.parse(call[1].body as string);
}

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  }
}

async function switchToRegister() {
  fireEvent.click(await screen.findByRole('button', { name: 'REGISTER' }));
  await screen.findByLabelText('Repeat Password');
}

describe('login page: logging in and registering', () => {
  it('logs in, stores the user and shows Welcome on /', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/auth/login': () => ({ status: 201, body: ADA }) });
    renderApp('/login', null);
    await fill({ 'User Name': ' ada ', Password: 'correct horse' });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Welcome ada!')).toBeInTheDocument();
    expect(bodySentTo(fetchMock, '/api/auth/login')).toEqual({ username: 'ada', password: 'correct horse' });
    expect(localStorage.getItem('jwt')).toBe('ada-jwt');
    expect(loadUser()).toEqual({ id: 11, jwt: 'ada-jwt', name: 'ada', profileUrl: ADA.url });
  });

  it('registers with the repeated password and lands on / with Welcome', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/auth/register': () => ({ status: 201, body: { ...ADA, url: undefined } }),
    });
    renderApp('/login', null);
    await switchToRegister();
    await fill({ 'User Name': 'ada', Password: 'correct horse', 'Repeat Password': 'correct horse' });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('Welcome ada!')).toBeInTheDocument();
    expect(bodySentTo(fetchMock, '/api/auth/register')).toEqual({
      username: 'ada',
      password: 'correct horse',
      repeatPassword: 'correct horse',
    });
    expect(loadUser()).toEqual({ id: 11, jwt: 'ada-jwt', name: 'ada' });
  });

  it('shows the required error under each empty field and sends nothing', async () => {
    const fetchMock = fakeFetch({});
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'LOG IN' }));
    expect(await screen.findAllByText('*This field is required')).toHaveLength(2);
    await switchToRegister();
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findAllByText('*This field is required')).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([url]) => /^\/api\/auth\/(login|register)$/.test(String(url)))).toBe(false);
  });

  it('shows *Passwords are not the same under Repeat Password', async () => {
    fakeFetch({});
    renderApp('/login', null);
    await switchToRegister();
    await fill({ 'User Name': 'ada', Password: 'correct horse', 'Repeat Password': 'correct horsf' });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    const message = await screen.findByText('*Passwords are not the same');
    expect(screen.getByLabelText('Repeat Password')).toHaveAccessibleDescription('*Passwords are not the same');
    expect(message).toBeInTheDocument();
  });

  it("hints the server's limits on a new account before asking it", async () => {
    const fetchMock = fakeFetch({});
    renderApp('/login', null);
    await switchToRegister();
    await fill({ 'User Name': 'ab', Password: 'short', 'Repeat Password': 'short' });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('*User Name must be 3 to 32 letters, digits, _ - or .')).toBeInTheDocument();
    expect(screen.getByText('*Password must be at least 8 characters')).toBeInTheDocument();
    await fill({ 'User Name': 'ada lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('*User Name must be 3 to 32 letters, digits, _ - or .')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it.each([
    ['login', '/api/auth/login', 'LOG IN', refused],
    ['register', '/api/auth/register', 'REGISTER', () => ({ status: 409, body: { message: 'Taken', status: 409 } })],
  ])('shows *Invalid User Name or Password under User Name when %s fails', async (mode, url, button, answer) => {
    fakeFetch({ [url]: answer });
    renderApp('/login', null);
    if (mode === 'register') await switchToRegister();
    await fill({ 'User Name': 'ada', Password: 'correct horse' });
    if (mode === 'register') await fill({ 'Repeat Password': 'correct horse' });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('*Invalid User Name or Password')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription('*Invalid User Name or Password');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('says a taken User Name is taken when registering', async () => {
    const taken = { message: 'User Name is already taken', status: 409 };
    fakeFetch({ '/api/auth/register': () => ({ status: 409, body: taken }) });
    renderApp('/login', null);
    await switchToRegister();
    await fill({ 'User Name': 'ada', Password: 'correct horse', 'Repeat Password': 'correct horse' });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText('*User Name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription('*User Name is already taken');
  });

  it('says how long to wait when logging in is throttled, from Retry-After', async () => {
    const body = { message: 'Too many attempts, try again in 30 s', status: 429 };
    fakeFetch({ '/api/auth/login': () => ({ status: 429, body, headers: { 'Retry-After': '30' } }) });
    renderApp('/login', null);
    await fill({ 'User Name': 'ada', Password: 'correct horse' });
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 30 s');
    expect(screen.queryByText('*Invalid User Name or Password')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when a guest login gets no answer', async () => {
    fakeFetch({ '/api/auth/guest': () => ({ status: 502, body: { message: 'Bad Gateway', status: 502 } }) });
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
  });

  it('switches modes with the toggle text, showing Repeat Password only when registering', async () => {
    fakeFetch({});
    renderApp('/login', null);
    expect(await screen.findByText('Need an account?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat Password')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REGISTER' })).toHaveAttribute('type', 'submit');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(screen.getByText('Need an account?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toHaveAttribute('type', 'submit');
  });

  it('labels the guest button in words on the page, not only for screen readers', async () => {
    fakeFetch({});
    renderApp('/login', null);
    expect(await screen.findByRole('button', { name: 'Log in as guest' })).toHaveTextContent('Log in as guest');
  });

  it('tells the user when guest login fails', async () => {
    fakeFetch({ '/api/auth/guest': () => ({ status: 500, body: { message: 'Boom', status: 500 } }) });
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guest login failed. Please try again.');
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });
});

describe('login page: Google sign-in', () => {
  const config = (googleClientId: string | null): Routes => ({
    '/api/auth/config': () => ({ status: 200, body: { googleClientId } }),
  });

  /** A stand-in for google.accounts.id: prompting answers with `credential` at once. */
  function fakeGoogle(credential: string) {
    const identity: GoogleIdentity = {
      initialize: jest.fn(({ callback }) => (answer = () => callback({ credential }))),
      prompt: jest.fn(() => answer()),
      renderButton: jest.fn(),
    };
    let answer = () => {};
    window.google = { accounts: { id: identity } };
    return identity;
  }

  it('hides the Google button without a client id', async () => {
    const fetchMock = fakeFetch(config(null));
    renderApp('/login', null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/config', expect.anything()));
    expect(screen.getByRole('button', { name: 'Log in as guest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('hides the Google button when the config cannot be read', async () => {
    const fetchMock = fakeFetch({});
    renderApp('/login', null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/config', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('signs in with the Google credential: posts it as token, stores the user with the picture', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      ...config('client-1.apps.googleusercontent.com'),
      '/api/auth/google': () => ({ status: 201, body: { ...ADA, name: 'Ada Lovelace' } }),
    });
    const identity = fakeGoogle('google-id-token');
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Welcome Ada Lovelace!')).toBeInTheDocument();
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    );
    expect(bodySentTo(fetchMock, '/api/auth/google')).toEqual({ token: 'google-id-token' });
    expect(loadUser()).toMatchObject({ id: 11, name: 'Ada Lovelace', profileUrl: ADA.url });
  });

  it('shows *Invalid User Name or Password when the server refuses the Google credential', async () => {
    fakeFetch({ ...config('client-1'), '/api/auth/google': refused });
    fakeGoogle('forged');
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('*Invalid User Name or Password')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('offers the redirect sign-in when Google’s script cannot load and the server has it', async () => {
    fakeFetch({
      '/api/auth/config': () => ({ status: 200, body: { googleClientId: 'client-1', googleRedirect: true } }),
    });
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const script = await waitFor(() => {
      const added = document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]');
      expect(added).not.toBeNull();
      return added!;
    });
    script.dispatchEvent(new Event('error')); // blocked by the browser or an extension
    const link = await screen.findByRole('link', { name: 'Continue on Google’s page'.replace('’', "'") });
    expect(link).toHaveAttribute('href', '/api/auth/google/start');
    expect(screen.queryByText('Google sign-in could not load. Please try again.')).not.toBeInTheDocument();
  });

  it('only says the script could not load when the server has no redirect sign-in', async () => {
    fakeFetch(config('client-1'));
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const script = await waitFor(() => {
      const added = document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]');
      expect(added).not.toBeNull();
      return added!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Google sign-in could not load. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('finishes the redirect sign-in: renews the cookie the server set and signs in as the token says', async () => {
    const claims = btoa(JSON.stringify({ sub: 42, name: 'Grace' })).replace(/=+$/, '');
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${claims}.signature`;
    fakeFetch({
      ...config('client-1'),
      ...noGame,
      '/api/auth/refresh-token': () => ({ status: 200, body: { jwt } }),
    });
    renderApp('/login?google=signed-in', null);
    expect(await screen.findByText('Welcome Grace!')).toBeInTheDocument();
    expect(loadUser()).toEqual({ id: 42, jwt, name: 'Grace' });
  });

  it('says so when the redirect sign-in failed', async () => {
    fakeFetch(config('client-1'));
    renderApp('/login?google=failed', null);
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(loadUser()).toBeNull();
  });
});
