import { screen } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import type { fakeSocketModule } from '../test/fake-socket';
import { runningGame } from '../test/game-states';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const over: GameState = { ...runningGame('super_tic_tac_toe'), player: null, gameOver: true };

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

function finishedWith(change: unknown) {
  return fakeFetch({
    '/api/game/current-state': () => ({ status: 200, body: over }),
    '/api/game/rating-change?code=K7QZ': () => ({ status: 200, body: change }),
  });
}

describe('the rating change at game over', () => {
  it('shows a rise', async () => {
    finishedWith({ rated: true, before: 1500, after: 1512, change: 12 });
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByLabelText('Rating change', undefined, { timeout: 5000 })).toHaveTextContent(
      'Rating +12 → 1512',
    );
  });

  it('shows a fall', async () => {
    finishedWith({ rated: true, before: 1500, after: 1491, change: -9 });
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByLabelText('Rating change', undefined, { timeout: 5000 })).toHaveTextContent(
      'Rating \u22129 → 1491',
    );
  });

  it('says why a game was not rated', async () => {
    finishedWith({ rated: false, reason: 'Guests and computer players are not rated' });
    renderApp('/game/super_tic_tac_toe');
    expect(await screen.findByLabelText('Rating change', undefined, { timeout: 5000 })).toHaveTextContent(
      'Unrated: guests and computer players are not rated',
    );
  });

  it('is not asked for while the game runs', async () => {
    const fetchMock = fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
    renderApp('/game/repello');
    await screen.findByText('Fake board K7QZ v3', undefined, { timeout: 5000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('rating-change'))).toBe(false);
    expect(screen.queryByLabelText('Rating change')).not.toBeInTheDocument();
  });
});
