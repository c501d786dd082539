import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpenTables } from '@tabletop/protocol';
import { forgetGameManifest } from '../games/manifest';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

const table = (code: string, game = 'repello', host = 'Guest 8AE5') => ({
  game,
  code,
  host,
  seated: 1,
  seats: game === 'repello' ? 4 : 2,
  ageSeconds: 130,
});
const tables = (revision: number, ...rows: ReturnType<typeof table>[]): OpenTables => ({ revision, tables: rows });

const waiting = (code = 'K7QZ', game = 'super_tic_tac_toe') => ({
  game,
  code,
  version: 0,
  player: null,
  gameOver: false,
  state: null,
  score: [{ player: { id: GUEST.id, name: GUEST.name }, score: 0 }],
});

function bodyOf(fetchMock: jest.Mock, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url) as [string, RequestInit] | undefined;
  return call ? JSON.parse(call[1].body as string) : undefined;
}

beforeEach(() => {
  localStorage.clear();
  // The games list is fetched once per page load: each test is a page load of its own.
  forgetGameManifest();
  answerEmits(fake.socket, {});
});

const card = (name: string) => screen.getByRole('article', { name });

describe('home page game cards', () => {
  it('shows a card per game from /api/games: picture, name, line, players and the ways in', async () => {
    fakeFetch(noGame);
    renderApp('/');
    const repello = await screen.findByRole('article', { name: 'Repello' });
    expect(within(repello).getByRole('img', { name: 'Repello board' })).toHaveAttribute(
      'src',
      '/boards/repello/thumbnail.svg',
    );
    expect(within(repello).getByText('Repel pieces off the board.')).toBeInTheDocument();
    expect(within(repello).getByText('2–4 players')).toBeInTheDocument();
    expect(within(repello).getByRole('button', { name: 'Play now' })).toBeEnabled();
    expect(within(repello).getByRole('button', { name: 'Create game' })).toBeEnabled();
    expect(within(repello).getByRole('button', { name: 'Play the computer' })).toBeEnabled();
    expect(within(repello).getByRole('button', { name: 'How to play Repello' })).toBeEnabled();
    expect(within(card('Football')).getByText('2 players')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('Create game asks for the clock and listing, and one press creates the table and opens its page', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/game/create': () => ({ status: 200, body: waiting('K7QZ', 'repello') }),
    });
    renderApp('/');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Repello' })).getByText('Create game'));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Repello game' });
    fireEvent.click(within(dialog).getByLabelText('List publicly'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(await screen.findByText(/Invite with code:/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/game/create')).toMatchObject({ game: 'repello', listed: true });
    expect(screen.queryByRole('button', { name: 'CREATE GAME' })).not.toBeInTheDocument();
  });

  it('says in the dialog why Create game was refused', async () => {
    fakeFetch({
      ...noGame,
      '/api/game/create': () => ({ status: 409, body: { message: 'You already have an active game', status: 409 } }),
    });
    renderApp('/');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Repello' })).getByText('Create game'));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Repello game' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create game' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have an active game');
  });

  it('lists the public games being played, each with Watch, and says when there are none', async () => {
    const live = {
      games: [{ game: 'repello', code: 'W4TC', players: ['Ann', 'Guest 8AE5'], watchers: 2, moves: 31 }],
    };
    fakeFetch({ ...noGame, '/api/game/live': () => ({ status: 200, body: live }) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Live games' });
    expect(await within(section).findByText('Repello · Ann vs Guest 8AE5')).toBeInTheDocument();
    expect(within(section).getByText('31 moves · 2 watching')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/game/repello?watch=W4TC');
  });

  it('says when no public game is being played', async () => {
    fakeFetch({ ...noGame, '/api/game/live': () => ({ status: 200, body: { games: [] } }) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Live games' });
    expect(await within(section).findByText('No public games are being played right now.')).toBeInTheDocument();
  });

  it('Play now seats the player by quick match and opens the game page', async () => {
    const fetchMock = fakeFetch({ ...noGame, '/api/game/quick': () => ({ status: 200, body: waiting() }) });
    renderApp('/');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Super Tic-Tac-Toe' })).getByText('Play now'));
    expect(await screen.findByText(/Invite with code:/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/game/quick')).toEqual({ game: 'super_tic_tac_toe' });
  });

  it('says why Play now failed', async () => {
    fakeFetch({
      ...noGame,
      '/api/game/quick': () => ({ status: 409, body: { message: 'You already have an active game', status: 409 } }),
    });
    renderApp('/');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Repello' })).getByText('Play now'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not find you a table: You already have an active game',
    );
  });

  it('offers Resume on the card of the active game and no new seat elsewhere', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: waiting('K7QZ', 'repello') }) });
    renderApp('/');
    const repello = await screen.findByRole('article', { name: 'Repello' });
    expect(await within(repello).findByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game/repello');
    expect(within(card('Football')).getByRole('button', { name: 'Play now' })).toBeDisabled();
    expect(within(card('Football')).getByRole('button', { name: 'Play the computer' })).toBeDisabled();
    // And why: one game at a time, which one, and how to leave it.
    const why = screen.getByRole('alert');
    expect(why).toHaveTextContent(
      'You have a game in progress: Repello. You play one game at a time; to start another, press Leave game at its table.',
    );
    expect(within(why).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/game/repello');
  });

  it('says so when the games cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeFetch({
      ...noGame,
      '/api/games': () => (fail ? { status: 500, body: { message: 'Boom', status: 500 } } : { status: 200, body: [] }),
    });
    renderApp('/');
    expect(await screen.findByText('The games could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    await waitFor(() => expect(screen.queryByText('The games could not be loaded.')).not.toBeInTheDocument());
  }, 15_000);
});

describe('open tables', () => {
  it('lists the open tables with game, host, seats and age, and says when there are none', async () => {
    fakeFetch({
      ...noGame,
      '/api/game/open-tables': () => ({
        status: 200,
        body: tables(3, table('AB12'), table('CD34', 'winzards/football')),
      }),
    });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Open tables' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Repello · Guest 8AE51/4 seats · 2 minJoin',
      'Football · Guest 8AE51/2 seats · 2 minJoin',
    ]);
  });

  it('watches the tables over the socket and keeps only newer lists from its pushes', async () => {
    fakeFetch({ ...noGame, '/api/game/open-tables': () => ({ status: 200, body: tables(3, table('AB12')) }) });
    const emit = answerEmits(fake.socket, { 'watch-tables': () => ({ ok: true, ...tables(4, table('AB12')) }) });
    renderApp('/');
    expect(await screen.findByText('Repello · Guest 8AE5')).toBeInTheDocument();
    act(() => fake.socket.fire('connect'));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('watch-tables', {}, expect.any(Function)));
    act(() => fake.socket.fire('tables', tables(6, table('AB12'), table('EF56', 'repello', 'Bo'))));
    expect(await screen.findByText('Repello · Bo')).toBeInTheDocument();
    // A list read before the one on screen (pushes may cross) changes nothing.
    act(() => fake.socket.fire('tables', tables(5)));
    expect(screen.getByText('Repello · Bo')).toBeInTheDocument();
    act(() => fake.socket.fire('tables', tables(7)));
    expect(await screen.findByText('No open tables right now. Press Play now to open one.')).toBeInTheDocument();
  });

  it('joins a table with Join, and says when it is full', async () => {
    let full = false;
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/game/open-tables': () => ({ status: 200, body: tables(1, table('AB12', 'super_tic_tac_toe')) }),
      '/api/game/join': () =>
        full
          ? { status: 409, body: { message: 'This table is full', status: 409 } }
          : { status: 200, body: waiting('AB12') },
    });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Open tables' });
    full = true;
    fireEvent.click(within(list).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not join the table: This table is full');
    full = false;
    fireEvent.click(within(list).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/Invite with code:/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/game/join')).toEqual({ game: 'super_tic_tac_toe', code: 'AB12' });
  });

  it("shows the player's own table without Join", async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: waiting('AB12', 'repello') }),
      '/api/game/open-tables': () => ({ status: 200, body: tables(1, table('AB12')) }),
    });
    renderApp('/');
    expect(await screen.findByText('Your table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });
});
