import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { diffStates } from '@tabletop/protocol';
import type { fakeSocketModule } from '../test/fake-socket';
import { OPPONENT, runningGame, waitingGame } from '../test/game-states';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

function current(state: unknown) {
  return { '/api/game/current-state': () => ({ status: 200, body: state }) };
}

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

describe('game page', () => {
  it('has the app bar: home, GAMES, theme toggle and the avatar', async () => {
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    // The file's first render loads the signed-in pages' modules cold: over a second on a busy machine.
    expect(await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'GAMES' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the score panel for a scored game, highlighting whose turn it is', async () => {
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    const panel = await screen.findByRole('table', { name: 'Score' });
    const rows = within(panel).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Ada0', 'Bo0']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it('shows no score panel for a game without scoring, but still the players', async () => {
    fakeFetch(current(runningGame('super_tic_tac_toe')));
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByText('Fake board K7QZ v3')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Score' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no score panel while the game waits', async () => {
    fakeFetch(current(waitingGame('repello', 2)));
    renderApp('/game/repello');
    expect(await screen.findByRole('button', { name: 'START' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Score' })).not.toBeInTheDocument();
  });

  it('redirects to the route of the active game', async () => {
    fakeFetch(current(runningGame('super_tic_tac_toe')));
    renderApp('/game/repello');
    expect(await screen.findByText('Fake board K7QZ v3')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Score' })).not.toBeInTheDocument();
  });

  it('shows 404 for an address that is no game, even with a game running elsewhere', async () => {
    fakeFetch(current(runningGame('super_tic_tac_toe')));
    renderApp('/game/not-a-game');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByText('Fake board K7QZ v3')).not.toBeInTheDocument();
  });

  it('shows 404 for an unknown game', async () => {
    fakeFetch(current(undefined));
    renderApp('/game/chess');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('offers New game once the game is over, which puts it away on the server and brings back the lobby card', async () => {
    const fetchMock = fakeFetch({
      ...current({ ...runningGame('repello'), player: null, gameOver: true }),
      '/api/game/dismiss': () => ({ status: 200, body: { ok: true } }),
    });
    renderApp('/game/repello');
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('Draw');
    fireEvent.click(await screen.findByRole('button', { name: 'New game' }));
    expect(await screen.findByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Forfeit' })).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/dismiss') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ code: 'K7QZ' });
  });
});

describe('forfeiting', () => {
  it('asks first, explaining that a two-player game ends, and can be called off', async () => {
    const fetchMock = fakeFetch(current(runningGame('super_tic_tac_toe')));
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forfeit this game?' });
    expect(dialog).toHaveAccessibleDescription('This ends the game for both of you: your opponent wins.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/game/leave')).toBe(false);
  });

  it('leaves through POST /api/game/leave and returns to the lobby card, ignoring the late final push', async () => {
    const running = runningGame('super_tic_tac_toe');
    const fetchMock = fakeFetch({ ...current(running), '/api/game/leave': () => ({ status: 204 }) });
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, forfeit' }));
    expect(await screen.findByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
    expect(await screen.findByText('You forfeited the game')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/leave') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ code: 'K7QZ' });
    act(() => fake.socket.fire('emit-state', { ...running, version: 4, player: null, gameOver: true }));
    expect(screen.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
  });

  it('shows the forfeiter the result the server answers, with Rematch and New game', async () => {
    const running = runningGame('super_tic_tac_toe');
    const over = {
      ...running,
      version: 4,
      player: null,
      gameOver: true,
      score: [running.score[0], { ...running.score[1], score: 100 }],
      forfeited: { players: [running.score[0].player.id], endedGame: true },
    };
    fakeFetch({ ...current(running), '/api/game/leave': () => ({ status: 200, body: { ok: true, state: over } }) });
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, forfeit' }));
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('You forfeited: Bo wins');
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New game' })).toBeEnabled();
    expect(screen.getByText('Fake board K7QZ v4')).toBeInTheDocument();
  });

  it('says so in a toast and stays in the game when forfeiting fails', async () => {
    fakeFetch({
      ...current(runningGame('super_tic_tac_toe')),
      '/api/game/leave': () => ({ status: 500, body: { message: 'Boom', status: 500 } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, forfeit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not forfeit the game: Internal Server Error');
    expect(screen.getByText('Fake board K7QZ v3')).toBeInTheDocument();
  });
});

describe('the connection', () => {
  it('shows Reconnecting… while the socket is down, and hides it when it is back', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3');
    act(() => fake.socket.fire('connect'));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    act(() => fake.socket.fire('disconnect', 'transport close'));
    expect(screen.getByRole('alert')).toHaveTextContent('Reconnecting…');
    expect(console.warn).toHaveBeenCalledWith('Game connection lost:', 'transport close');
    act(() => fake.socket.fire('connect'));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('logs connection errors to the console and shows the banner', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3');
    act(() => fake.socket.fire('connect_error', new Error('xhr poll error')));
    expect(error).toHaveBeenCalledWith('Game connection error:', 'xhr poll error');
    expect(screen.getByRole('alert')).toHaveTextContent('Reconnecting…');
  });

  it('syncs on (re)connect: adopts the newer state and who is online', async () => {
    const running = runningGame('repello');
    const emit = answerEmits(fake.socket, {
      sync: () => ({ ok: true, state: { ...running, version: 5 }, online: [OPPONENT.id] }),
    });
    fakeFetch(current(running));
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3');
    act(() => fake.socket.fire('connect'));
    expect(await screen.findByText('Fake board K7QZ v5')).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('sync', { code: 'K7QZ', since: 3 }, expect.any(Function));
    const players = screen.getByRole('list', { name: 'Players' });
    expect(within(players).getByRole('listitem', { name: 'Ada (you), online' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(players).getByRole('listitem', { name: 'Bo, online' })).toBeInTheDocument();
  });

  it('syncs on reconnect with the patches since the version on screen, or the full state when they do not fit', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const running = runningGame('repello');
    const next = { ...running, version: 4, score: [running.score[0], { ...running.score[1], score: 1 }] };
    const fits = answerEmits(fake.socket, {
      sync: () => ({ ok: true, since: 3, patches: [diffStates(running, next)], online: [] }),
    });
    fakeFetch(current(running));
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3');
    act(() => fake.socket.fire('connect'));
    expect(await screen.findByText('Fake board K7QZ v4')).toBeInTheDocument();
    // Syncs only (the watcher count asks `presence` too).
    const syncs = (emit: jest.Mock) => emit.mock.calls.filter(([event]) => event === 'sync');
    expect(syncs(fits)).toHaveLength(1);

    const broken = { from: 4, version: 5, ops: [[['nowhere', 'deep'], 1]] };
    const refits = answerEmits(fake.socket, {
      sync: (request) =>
        (request as { since?: number }).since === undefined
          ? { ok: true, state: { ...next, version: 6 } }
          : { ok: true, since: 4, patches: [broken] },
    });
    act(() => fake.socket.fire('disconnect', 'transport close'));
    act(() => fake.socket.fire('connect'));
    expect(await screen.findByText('Fake board K7QZ v6')).toBeInTheDocument();
    expect(syncs(refits).map(([, request]) => request)).toEqual([{ code: 'K7QZ', since: 4 }, { code: 'K7QZ' }]);
  });

  it('marks an opponent offline when a presence report leaves them out, and me offline when disconnected', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3');
    act(() => fake.socket.fire('connect'));
    act(() => fake.socket.fire('presence', { code: 'K7QZ', online: [7] }));
    expect(screen.getByRole('listitem', { name: 'Bo, offline' })).toBeInTheDocument();
    act(() => fake.socket.fire('presence', { code: 'K7QZ', online: [7, 8] }));
    expect(screen.getByRole('listitem', { name: 'Bo, online' })).toBeInTheDocument();
    act(() => fake.socket.fire('disconnect', 'transport close'));
    expect(screen.getByRole('listitem', { name: 'Ada (you), offline' })).toBeInTheDocument();
  });

  it('reports an action that gets no answer in a toast', async () => {
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer; try again');
  });

  it('does not toast a refusal, which the board shows itself', async () => {
    answerEmits(fake.socket, { action: () => ({ ok: false, error: 'not-your-turn' }) });
    fakeFetch(current(runningGame('repello')));
    renderApp('/game/repello');
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText('not-your-turn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('puts focus in the forfeit dialog and closes it with Escape', async () => {
    fakeFetch(current(runningGame('super_tic_tac_toe')));
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forfeit this game?' });
    expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
