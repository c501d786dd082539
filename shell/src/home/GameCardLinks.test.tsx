import { screen } from '@testing-library/react';
import type { fakeSocketModule } from '../test/fake-socket';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

describe('home cards', () => {
  it("link to each game's leaderboard", async () => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 204 }) });
    renderApp('/');
    expect(
      await screen.findByRole('link', { name: 'Super Tic-Tac-Toe leaderboard' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/leaderboard/super_tic_tac_toe');
    expect(screen.getByRole('link', { name: 'Repello leaderboard' })).toHaveAttribute('href', '/leaderboard/repello');
    expect(screen.getByRole('link', { name: 'Football leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard/winzards/football',
    );
  });
});
