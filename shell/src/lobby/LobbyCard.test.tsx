import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

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

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

async function openLobby() {
  renderApp('/game/repello');
  return screen.findByLabelText('CODE');
}

/** The lobby card of a player seated in a waiting game: no CODE field there. */
async function openWaitingRoom() {
  renderApp('/game/repello');
  return screen.findByText(/Invite with code:/);
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

  it('shows the invite and the seated players after creating, and no more code, JOIN GAME or CREATE GAME', async () => {
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 204 }),
      '/api/game/create': () => ({ status: 201, body: waitingGame(1) }),
    });
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('Invite with code:')).toBeInTheDocument();
    expect(screen.getByText('K7QZ')).toBeInTheDocument();
    expect(screen.getByText('Ada (you)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CREATE GAME' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'JOIN GAME' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CODE')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/create') as unknown as [
      string,
      RequestInit,
    ];
    // A private game has no clock unless its creator picks one.
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello', clock: null });
  });

  it('lists the game publicly when its creator ticks List publicly', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/game/create': () => ({ status: 200, body: waitingGame(1) }) });
    await openLobby();
    fireEvent.click(screen.getByRole('checkbox', { name: 'List publicly' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('Invite with code:')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/create') as unknown as [
      string,
      RequestInit,
    ];
    // A listed table always has a clock: No clock gives way to the usual one.
    expect(JSON.parse(init.body as string)).toEqual({
      game: 'repello',
      listed: true,
      clock: { initial: 180, increment: 2 },
    });
  });

  it('creates the game with the clock its creator picks', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/game/create': () => ({ status: 200, body: waitingGame(1) }) });
    await openLobby();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Clock' }));
    fireEvent.click(await screen.findByRole('option', { name: '5+5' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('Invite with code:')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/create') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello', clock: { initial: 300, increment: 5 } });
  });

  it('offers Play now beside the lobby: a quick match of this game', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/game/quick': () => ({ status: 200, body: waitingGame(1) }) });
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await screen.findByText('Invite with code:')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/quick') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello' });
  });

  it('tells a player who joined a table whose start they wait for', async () => {
    const joined = waitingGame(2);
    fakeFetch({
      '/api/game/current-state': () => ({
        status: 200,
        body: { ...joined, score: [{ player: { id: 8, name: 'Bo' }, score: 0 }, joined.score[0]] },
      }),
    });
    await openWaitingRoom();
    expect(await screen.findByText('Waiting for Bo to start (more players may join)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });

  it('offers START to the first seat once the minimum is seated, sending overrideStart', async () => {
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/start': () => ({ status: 200, body: { ...waitingGame(2), player: { id: GUEST.id, name: 'Ada' } } }),
    });
    await openWaitingRoom();
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
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'START' }));
    expect(await screen.findByText('*Inactive code')).toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('shows a spinner while a request is under way', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body?: unknown }>((resolve) => (answer = resolve));
    const fetchMock = fakeFetch(noGame);
    await openLobby();
    fetchMock.mockImplementationOnce(async () => {
      const { status, body } = await pending;
      return (await import('../test/fake-response')).fakeResponse(status, body);
    });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByRole('progressbar', { name: 'Submitting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeDisabled();
    answer({ status: 201, body: waitingGame(1) });
    expect(await screen.findByText(/Invite with code:/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Submitting' })).not.toBeInTheDocument();
  });

  it('shows *Inactive code when creating fails, without a toast for a refusal', async () => {
    fakeFetch({ ...noGame, '/api/game/create': () => ({ status: 409, body: { message: 'Conflict', status: 409 } }) });
    await openLobby();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('*Inactive code')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a toast when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(noGame);
    fireEvent.change(await openLobby(), { target: { value: 'AB12' } });
    (global.fetch as jest.Mock).mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not join the game: The server cannot be reached. Check your connection and try again.',
    );
    // The code may well be live: the field does not say otherwise.
    expect(screen.queryByText('*Inactive code')).not.toBeInTheDocument();
  });

  it('says so under CODE when the player already has an active game, or must wait', async () => {
    const routes = {
      ...noGame,
      '/api/game/join': () => ({ status: 409, body: { message: 'You already have an active game', status: 409 } }),
      '/api/game/create': () => ({
        status: 429,
        body: { message: 'Too many requests, try again in 20 seconds', status: 429 },
        headers: { 'Retry-After': '20' },
      }),
    };
    fakeFetch(routes);
    fireEvent.change(await openLobby(), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: 'JOIN GAME' }));
    expect(await screen.findByText('*You already have an active game')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('CODE'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('*Too many attempts, try again in 20 s')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('invites', () => {
  const clipboard = { writeText: jest.fn(async (_text: string) => {}) };
  beforeEach(() => {
    clipboard.writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });

  it('copies the code, with a toast', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: waitingGame(1) }) });
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith('K7QZ');
  });

  it('shows and copies a link that opens this game with the code', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: waitingGame(1) }) });
    await openWaitingRoom();
    const link = `${window.location.origin}/game/repello?code=K7QZ`;
    expect(await screen.findByText(link)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith(link);
  });

  it('says so when copying is not possible', async () => {
    clipboard.writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: waitingGame(1) }) });
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy');
  });

  const invited = (answer: object, status = 200) => ({
    ...noGame,
    '/api/game/invite/K7QZ': () => ({ status, body: answer }),
  });
  const waitingTable = { status: 'waiting', game: 'repello', code: 'K7QZ', host: 'Ann', seated: 1 };

  it('offers the table of an invite link in one click, with one join button and no code field', async () => {
    const fetchMock = fakeFetch({
      ...invited(waitingTable),
      '/api/game/join': () => ({ status: 200, body: waitingGame(2) }),
    });
    renderApp('/game/repello?code=k7qz');
    expect(await screen.findByText('Ann invites you to Repello (game K7QZ, 1 seated).')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /join/i })).toHaveLength(1);
    expect(screen.queryByLabelText('CODE')).not.toBeInTheDocument();
    // Starting a table of one's own stays open beside the invite.
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Join this game' }));
    expect(await screen.findByText(/Invite with code:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join this game' })).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/join') as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ game: 'repello', code: 'K7QZ' });
  });

  it('offers Watch, not a join, for an invite to a game already under way', async () => {
    fakeFetch(invited({ status: 'playing', game: 'repello', code: 'K7QZ' }));
    renderApp('/game/repello?code=K7QZ');
    expect(await screen.findByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/game/repello?watch=K7QZ');
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
  });

  it('says No open game with that code for a code that leads nowhere, and when the join is refused', async () => {
    fakeFetch(invited({ message: 'No open game with that code', status: 404 }, 404));
    renderApp('/game/repello?code=K7QZ');
    expect(await screen.findByText('No open game with that code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
  });

  it('says the same when the table closes before the join', async () => {
    fakeFetch({
      ...invited(waitingTable),
      '/api/game/join': () => ({ status: 404, body: { message: 'Inactive code', status: 404 } }),
    });
    renderApp('/game/repello?code=K7QZ');
    fireEvent.click(await screen.findByRole('button', { name: 'Join this game' }));
    expect(await screen.findByText('No open game with that code')).toBeInTheDocument();
  });

  it('brings a logged-out visitor of an invite link back to it after logging in', async () => {
    fakeFetch({
      ...invited(waitingTable),
      '/api/auth/guest': () => ({ status: 201, body: { id: 3, jwt: 'g', name: 'Guesty' } }),
    });
    renderApp('/game/repello?code=K7QZ', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as guest' }));
    expect(await screen.findByRole('button', { name: 'Join this game' })).toBeInTheDocument();
  });
});

describe('waiting room', () => {
  it('lists the seated players live, each online or offline', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: waitingGame(1) }) });
    await openWaitingRoom();
    const seats = await screen.findByRole('list', { name: 'Seated players' });
    act(() => fake.socket.fire('connect'));
    act(() => fake.socket.fire('emit-state', waitingGame(2)));
    act(() => fake.socket.fire('presence', { code: 'K7QZ', online: [GUEST.id] }));
    expect(within(seats).getByRole('listitem', { name: 'Ada (you), online' })).toHaveTextContent('Host · online');
    expect(within(seats).getByRole('listitem', { name: 'Bo, offline' })).toBeInTheDocument();
    act(() => fake.socket.fire('presence', { code: 'K7QZ', online: [GUEST.id, 8] }));
    expect(within(seats).getByRole('listitem', { name: 'Bo, online' })).toBeInTheDocument();
  });

  it('frees the seat with Leave game and shows the lobby card again', async () => {
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/leave': () => ({ status: 204 }),
    });
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave game' }));
    await waitFor(() => expect(screen.queryByText(/Invite with code:/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/leave') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ code: 'K7QZ' });
  });

  it('treats Inactive code from leave as already left', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/leave': () => ({ status: 404, body: { message: 'Inactive code', status: 404 } }),
    });
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave game' }));
    await waitFor(() => expect(screen.queryByText(/Invite with code:/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays seated with an error toast when leaving fails', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waitingGame(2) }),
      '/api/game/leave': () => ({ status: 500, body: { message: 'Boom', status: 500 } }),
    });
    await openWaitingRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not leave the game: Internal Server Error');
    expect(screen.getByText(/Invite with code:/)).toBeInTheDocument();
  });
});
