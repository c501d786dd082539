import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

function postedBody(fetchMock: ReturnType<typeof fakeFetch>): unknown {
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/game/computer') as unknown as [
    string,
    RequestInit,
  ];
  return JSON.parse(init.body as string);
}

describe('Play the computer', () => {
  it('asks Repello for 1 to 3 opponents and the level, then starts at once', async () => {
    const started = {
      game: 'repello',
      code: 'C0MP',
      version: 0,
      player: { id: GUEST.id, name: 'Ada' },
      gameOver: false,
      state: null,
      score: [GUEST, { id: 8, name: 'Computer (Hard)' }].map(({ id, name }) => ({ player: { id, name }, score: 0 })),
    };
    const fetchMock = fakeFetch({ ...noGame, '/api/game/computer': () => ({ status: 200, body: started }) });
    renderApp('/game/repello');
    fireEvent.click(await screen.findByRole('button', { name: 'Play the computer' }));
    fireEvent.click(await screen.findByRole('button', { name: '3 opponents' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hard' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/game/computer')).toBe(true));
    expect(postedBody(fetchMock)).toEqual({ game: 'repello', level: 'hard', opponents: 3 });
  });

  it('asks a two-player game only for the level, and says why it could not start', async () => {
    const fetchMock = fakeFetch({
      ...noGame,
      '/api/game/computer': () => ({ status: 409, body: { message: 'You already have an active game', status: 409 } }),
    });
    renderApp('/game/super_tic_tac_toe');
    fireEvent.click(await screen.findByRole('button', { name: 'Play the computer' }));
    expect(screen.queryByRole('button', { name: '2 opponents' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Easy' }));
    // The words after the colon are the API client's (the shell's messages are another change of this issue).
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(/^Could not start the game: /);
    expect(postedBody(fetchMock)).toEqual({ game: 'super_tic_tac_toe', level: 'easy' });
  });
});
