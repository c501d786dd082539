import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import { diffStates } from '@tabletop/protocol';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { AppProviders } from '../AppProviders';
import { saveUser } from '../auth/credentials';
import { MatchProvider } from '../match/MatchContext';
import { GamePage } from '../pages/GamePage';
import { QueryProvider } from '../query/QueryProvider';
import { RealtimeProvider } from '../realtime/RealtimeContext';
import type { fakeSocketModule } from '../test/fake-socket';
import { gameAtVersion, runningGame } from '../test/game-states';
import { fakeFetch, GUEST } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

/** Where a finished game's watch link leads (the replay page is another part's): shows the id it was given. */
function ReplayMarker() {
  return <p>Replay of game {useParams().id}</p>;
}

/** The game page with the signed-in pages' providers, and a stand-in at /replay/:id. */
function renderAt(path: string) {
  saveUser(GUEST);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <QueryProvider>
          <MatchProvider>
            <RealtimeProvider>
              <Routes>
                <Route path="game/*" element={<GamePage />} />
                <Route path="replay/:id" element={<ReplayMarker />} />
              </Routes>
            </RealtimeProvider>
          </MatchProvider>
        </QueryProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** Renders at `path`, then connects once the shell has made its connection (loaded on demand). */
async function connectedAt(path: string) {
  const made = fake.io.mock.calls.length;
  renderAt(path);
  await waitFor(() => expect(fake.io.mock.calls.length).toBeGreaterThan(made), { timeout: 5000 });
  act(() => fake.socket.fire('connect'));
}

/** Ada (the signed-in guest, id 7) watches Bo and Cy's Repello game K7QZ. */
function othersGame(version = 3): GameState {
  const game = gameAtVersion(version);
  const [bo, cy] = [
    { id: 8, name: 'Bo' },
    { id: 9, name: 'Cy' },
  ];
  return {
    ...game,
    player: version % 2 ? cy : bo,
    score: [
      { player: bo, score: 0 },
      { player: cy, score: version },
    ],
  };
}

const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

describe('watching a game', () => {
  it('shows the watched game read-only: Watching, its players without "you", its board; a click is refused', async () => {
    const emit = answerEmits(fake.socket, { watch: () => ({ ok: true, state: othersGame(), watchers: 1 }) });
    fakeFetch(noGame);
    await connectedAt('/game/repello?watch=k7qz');
    expect(await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('watch', { code: 'k7qz' }, expect.any(Function));
    expect(screen.getByText('Watching')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '1 watching' })).toBeInTheDocument();
    const players = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(players.map((player) => player.textContent)).toEqual(['Bo', 'Cy']);
    act(() => fake.socket.fire('presence', { code: 'K7QZ', online: [8] }));
    expect(screen.getByRole('listitem', { name: 'Bo, online' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Cy, offline' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Score' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forfeit' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('You are watching')).toBeInTheDocument();
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['watch']);
  });

  it('follows the pushes: patches of the watched game, its watcher count, and asks again when a patch does not fit', async () => {
    const emit = answerEmits(fake.socket, { watch: () => ({ ok: true, state: othersGame(3), watchers: 1 }) });
    fakeFetch(noGame);
    await connectedAt('/game/repello?watch=K7QZ');
    await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 });

    act(() => fake.socket.fire('state-patch', { code: 'K7QZ', ...diffStates(othersGame(3), othersGame(4)) }));
    expect(await screen.findByText('Fake board K7QZ v4')).toBeInTheDocument();
    // Another game's patch changes nothing.
    act(() => fake.socket.fire('state-patch', { code: 'ZZZZ', ...diffStates(othersGame(4), othersGame(5)) }));
    act(() => fake.socket.fire('watchers', { code: 'K7QZ', count: 3 }));
    expect(await screen.findByRole('status', { name: '3 watching' })).toBeInTheDocument();
    expect(screen.getByText('Fake board K7QZ v4')).toBeInTheDocument();

    answerEmits(fake.socket, { watch: () => ({ ok: true, state: othersGame(7), watchers: 3 }) });
    act(() => fake.socket.fire('state-patch', { code: 'K7QZ', ...diffStates(othersGame(5), othersGame(6)) }));
    expect(await screen.findByText('Fake board K7QZ v7')).toBeInTheDocument();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('lists the moves beside the board, fetching only the new ones as the pushes come', async () => {
    answerEmits(fake.socket, { watch: () => ({ ok: true, state: othersGame(3), watchers: 1 }) });
    const [bo, cy] = othersGame(3).score.map((entry) => entry.player);
    const move = (version: number) => ({ version, player: version % 2 ? bo : cy, text: `place ${version}` });
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/game/moves?code=K7QZ&after=0': () => ({ status: 200, body: { gameId: 3, moves: [1, 2, 3].map(move) } }),
      '/api/game/moves?code=K7QZ&after=3': () => ({ status: 200, body: { gameId: 3, moves: [move(4)] } }),
    });
    await connectedAt('/game/repello?watch=K7QZ');
    const list = await screen.findByRole('list', { name: 'Move list' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    act(() => fake.socket.fire('state-patch', { code: 'K7QZ', ...diffStates(othersGame(3), othersGame(4)) }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('4. place 4Cy');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/moves'))).toEqual([
      '/api/game/moves?code=K7QZ&after=0',
      '/api/game/moves?code=K7QZ&after=3',
    ]);
  });

  it('shows the end of a watched game and offers its replay', async () => {
    const over = { ...othersGame(8), player: null, gameOver: true };
    answerEmits(fake.socket, {
      watch: () => ({ ok: true, state: othersGame(7), watchers: 1 }),
    });
    fakeFetch(noGame);
    await connectedAt('/game/repello?watch=K7QZ');
    await screen.findByText('Fake board K7QZ v7', undefined, { timeout: 5000 });
    answerEmits(fake.socket, { watch: () => ({ ok: false, error: 'Game over', replay: 41 }) });
    act(() => fake.socket.fire('state-patch', { code: 'K7QZ', ...diffStates(othersGame(7), over) }));
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('Cy wins');
    expect(screen.getByText('Fake board K7QZ v8')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('link', { name: 'Replay' }));
    expect(await screen.findByText('Replay of game 41')).toBeInTheDocument();
  });

  it("turns a finished game's watch link into its replay", async () => {
    answerEmits(fake.socket, { watch: () => ({ ok: false, error: 'Game over', replay: 12 }) });
    fakeFetch(noGame);
    await connectedAt('/game/repello?watch=K7QZ');
    expect(await screen.findByText('Replay of game 12', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says why a game cannot be watched', async () => {
    answerEmits(fake.socket, { watch: () => ({ ok: false, error: 'Unknown game' }) });
    fakeFetch(noGame);
    await connectedAt('/game/repello?watch=ZZZZ');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'Cannot watch game ZZZZ: Unknown game',
    );
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it("opens the user's own game to play when its watch link is theirs", async () => {
    answerEmits(fake.socket, { watch: () => ({ ok: false, error: 'You play in this game' }) });
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
    await connectedAt('/game/repello?watch=K7QZ');
    expect(await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Watching')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forfeit' })).toBeInTheDocument();
  });
});

describe('the players of a watched game', () => {
  it('see how many watch: from the presence answer, then from each push, and nothing for none', async () => {
    const emit = answerEmits(fake.socket, {
      presence: () => ({ ok: true, code: 'K7QZ', online: [7, 8], watchers: 2 }),
    });
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
    await connectedAt('/game/repello');
    await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 });
    expect(await screen.findByRole('status', { name: '2 watching' })).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('presence', { code: 'K7QZ' }, expect.any(Function));
    act(() => fake.socket.fire('watchers', { code: 'K7QZ', count: 1 }));
    expect(await screen.findByRole('status', { name: '1 watching' })).toBeInTheDocument();
    act(() => fake.socket.fire('watchers', { code: 'K7QZ', count: 0 }));
    expect(screen.queryByText(/watching/)).not.toBeInTheDocument();
  });
});
