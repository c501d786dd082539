import { fireEvent, screen } from '@testing-library/react';
import { forgetGameManifest } from './manifest';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

beforeEach(() => {
  localStorage.clear();
  forgetGameManifest();
  answerEmits(fake.socket, {});
});

describe('the games from GET /api/games', () => {
  it('fill the GAMES menu, the only list of games the shell has', async () => {
    fakeFetch({
      ...noGame,
      '/api/games': () => ({
        status: 200,
        body: [
          {
            url: 'repello',
            displayText: 'Repello',
            menuLabel: 'REPELLO',
            players: [2, 4],
            showScore: true,
            remote: { name: 'repello', entry: '/boards/repello/mf-manifest.json' },
          },
        ],
      }),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'GAMES' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['REPELLO']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'REPELLO' }));
    expect(await screen.findByLabelText('CODE')).toBeInTheDocument();
  });

  it('let the game page say they could not be loaded, and try again', async () => {
    let fail = true;
    fakeFetch({
      ...noGame,
      '/api/games': () =>
        fail ? { status: 503, body: { message: 'Service Unavailable', status: 503 } } : { status: 200, body: [] },
    });
    renderApp('/game/repello');
    expect(await screen.findByText('The games could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Loaded, the list has no such game.
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  }, 15_000);
});
