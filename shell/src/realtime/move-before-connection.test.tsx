import { act, fireEvent, screen } from '@testing-library/react';
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
// The board is on screen, and the game's connection is still on its way until the test lets it come.
let letConnectionCome: () => void = () => undefined;
jest.mock('../games/board-first', () => {
  const actual = jest.requireActual<typeof import('../games/board-first')>('../games/board-first');
  const held = new Promise<void>((resolve) => (letConnectionCome = resolve));
  return {
    ...actual,
    boardFirstOfOpenedPage: () => Object.assign(new actual.BoardFirst('/'), { whenShown: () => held }),
  };
});

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

it('sends a move made before the game connection is up once it is, instead of refusing it', async () => {
  const emit = answerEmits(fake.socket, { action: () => ({ ok: true, version: 4 }) });
  fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: runningGame('repello') }) });
  renderApp('/game/repello');
  fireEvent.click(await screen.findByRole('button', { name: 'Play' }, { timeout: 5000 }));
  await act(async () => undefined);
  expect(fake.io).not.toHaveBeenCalled();
  expect(emit).not.toHaveBeenCalled();

  await act(async () => letConnectionCome());
  expect(await screen.findByText('ok')).toBeInTheDocument();
  expect(emit).toHaveBeenCalledWith(
    'action',
    expect.objectContaining({ action: { type: 'play' } }),
    expect.any(Function),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
