import { act, screen } from '@testing-library/react';
import type { BoardModule } from '@tabletop/board-kit';
import type { BoardFirst } from './board-first';
import type { fakeSocketModule } from '../test/fake-socket';
import { FakeBoard } from '../test/fake-board';
import { runningGame } from '../test/game-states';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
// The site opened at a game's page (a new load for each test), whose board arrives when the test says.
let mockGate: BoardFirst;
jest.mock('./board-first', () => ({
  ...jest.requireActual<typeof import('./board-first')>('./board-first'),
  boardFirstOfOpenedPage: () => mockGate,
}));
let arriveBoard: () => void = () => undefined;
let failBoard: () => void = () => undefined;
jest.mock('./remote-boards', () => ({
  loadBoard: () =>
    new Promise<BoardModule>((resolve, reject) => {
      arriveBoard = () => resolve({ default: FakeBoard } as unknown as BoardModule);
      failBoard = () => reject(new Error('the board is down'));
    }),
  loadedBoard: () => undefined,
}));

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

beforeEach(() => {
  const actual = jest.requireActual<typeof import('./board-first')>('./board-first');
  mockGate = new actual.BoardFirst('/game/repello', 60_000);
  fake.io.mockClear();
  localStorage.clear();
  answerEmits(fake.socket, {});
});

it('draws the board of the page it was opened at before the bar menus and the game connection', async () => {
  fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
  renderApp('/game/repello');
  // The file's first render loads the signed-in pages' modules cold: over a second on a busy machine.
  expect(await screen.findByLabelText('Loading the board', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'GAMES' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  expect(fake.io).not.toHaveBeenCalled();

  await act(async () => arriveBoard());
  expect(await screen.findByText('Fake board K7QZ v3')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'GAMES' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(fake.io).toHaveBeenCalledTimes(1);
});

it('lets the bar and the connection come when the board fails to load, beside the failure', async () => {
  fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
  renderApp('/game/repello');
  expect(await screen.findByLabelText('Loading the board', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'GAMES' })).not.toBeInTheDocument();

  await act(async () => failBoard());
  expect(await screen.findByRole('button', { name: 'GAMES' })).toBeInTheDocument();
  expect(fake.io).toHaveBeenCalled();
});

it('holds nothing back on a watch link, whose board needs the game connection first', async () => {
  fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: null }) });
  renderApp('/game/repello?watch=AB12');
  expect(await screen.findByRole('button', { name: 'GAMES' }, { timeout: 5000 })).toBeInTheDocument();
  expect(fake.io).toHaveBeenCalledTimes(1);
});
