import { act, screen, waitFor, within } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { OPPONENT, runningGame } from '../test/game-states';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';
import type { MoveEntry } from './moves-api';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const ADA = { id: GUEST.id, name: GUEST.name };
const move = (version: number, text: string): MoveEntry => ({
  version,
  player: version % 2 ? ADA : OPPONENT,
  text,
});

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

const listed = () =>
  within(screen.getByRole('list', { name: 'Move list' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the move list beside the board', () => {
  it('lists the moves so far, then fetches only the new ones when a new state arrives', async () => {
    const running = runningGame('super_tic_tac_toe', 2, 3);
    const fetchMock = fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: running }),
      '/api/game/moves?code=K7QZ&after=0': () => ({
        status: 200,
        body: { gameId: 5, moves: [move(1, 'X a1 b2'), move(2, 'O b2 c3'), move(3, 'X c3 a1')] },
      }),
      '/api/game/moves?code=K7QZ&after=3': () => ({ status: 200, body: { gameId: 5, moves: [move(4, 'O a1 a2')] } }),
    });
    renderApp('/game/super_tic_tac_toe');
    await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 });
    await waitFor(() => expect(listed()).toEqual(['1. X a1 b2Ada', '2. O b2 c3Bo', '3. X c3 a1Ada']));
    expect(within(screen.getByRole('list', { name: 'Move list' })).getAllByRole('listitem')[2]).toHaveAttribute(
      'aria-current',
      'step',
    );

    act(() => fake.socket.fire('emit-state', { ...running, version: 4, player: ADA }));
    await waitFor(() => expect(listed()).toHaveLength(4));
    expect(listed()[3]).toBe('4. O a1 a2Bo');
    const movesCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/moves'));
    expect(movesCalls).toEqual(['/api/game/moves?code=K7QZ&after=0', '/api/game/moves?code=K7QZ&after=3']);
  });

  it('says when nothing has been played yet', async () => {
    fakeFetch({
      '/api/game/current-state': () => ({ status: 200, body: runningGame('super_tic_tac_toe', 2, 0) }),
      '/api/game/moves?code=K7QZ&after=0': () => ({ status: 200, body: { gameId: 5, moves: [] } }),
    });
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByText('No moves yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sits on a game page with a link to the leaderboard of its game', async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('winzards/football') }) });
    renderApp('/game/winzards/football');
    await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 });
    const links = screen.getAllByRole('link', { name: 'Leaderboard' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/leaderboard', '/leaderboard/winzards/football']);
  });
});
