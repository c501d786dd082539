import { act, fireEvent, screen, within } from '@testing-library/react';
import { diffStates } from '@tabletop/protocol';
import type { Replay } from '../replay/replay-api';
import type { fakeSocketModule } from '../test/fake-socket';
import { gameAtVersion } from '../test/game-states';
import { fakeFetch, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const ADA = { id: 7, name: 'Ada' };
const BO = { id: 8, name: 'Bo' };

/** A finished Repello game of three moves: Ada, Bo, Ada. */
function replayOf(moves = 3): Replay {
  const states = Array.from({ length: moves + 1 }, (_, version) => gameAtVersion(version));
  return {
    id: 41,
    game: 'repello',
    code: 'K7QZ',
    players: [ADA, BO],
    result: { winners: [ADA], draw: false, forfeited: [] },
    startedAt: '2026-11-20T10:00:00.000Z',
    endedAt: '2026-11-20T10:20:00.000Z',
    start: states[0],
    patches: states.slice(1).map((state, index) => diffStates(states[index], state)),
    moves: states.slice(1).map((state) => ({
      version: state.version,
      player: state.version % 2 ? ADA : BO,
      text: `move ${state.version}`,
    })),
  };
}

const noGame = { '/api/game/current-state': () => ({ status: 204 }) };

function serve(replay: Replay) {
  return fakeFetch({ ...noGame, [`/api/replays/${replay.id}`]: () => ({ status: 200, body: replay }) });
}

const board = () => screen.getByText(/^Fake board/);
const controls = () => within(screen.getByRole('group', { name: 'Replay controls' }));
const press = (name: string) => fireEvent.click(controls().getByRole('button', { name }));
const counter = () => screen.getByRole('status', { name: 'Position' });

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

afterEach(() => jest.useRealTimers());

describe('replay page', () => {
  it('opens at the start with the game, players, result and the move list', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    expect(await screen.findByText('Fake board K7QZ v0', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Repello replay' })).toBeInTheDocument();
    expect(screen.getByText(/Ada, Bo · Ada won/)).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Move 0 / 3');
    const moves = within(screen.getByRole('list', { name: 'Move list' })).getAllByRole('listitem');
    expect(moves.map((item) => item.textContent)).toEqual(['1. move 1Ada', '2. move 2Bo', '3. move 3Ada']);
    expect(controls().getByRole('button', { name: 'First' })).toBeDisabled();
    expect(controls().getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('steps with Next and Previous and jumps with Last and First, highlighting the move just played', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    await screen.findByText('Fake board K7QZ v0');
    press('Next');
    press('Next');
    expect(board()).toHaveTextContent('Fake board K7QZ v2');
    expect(counter()).toHaveTextContent('Move 2 / 3');
    const list = screen.getByRole('list', { name: 'Move list' });
    expect(
      within(list)
        .getByRole('button', { name: /move 2/ })
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    press('Previous');
    expect(board()).toHaveTextContent('v1');
    press('Last');
    expect(board()).toHaveTextContent('v3');
    expect(controls().getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(controls().getByRole('button', { name: 'Last' })).toBeDisabled();
    press('First');
    expect(board()).toHaveTextContent('v0');
  });

  it('answers the arrow keys, Home and End', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    await screen.findByText('Fake board K7QZ v0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(board()).toHaveTextContent('v1');
    fireEvent.keyDown(window, { key: 'End' });
    expect(board()).toHaveTextContent('v3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(board()).toHaveTextContent('v2');
    fireEvent.keyDown(window, { key: 'Home' });
    expect(board()).toHaveTextContent('v0');
    expect(counter()).toHaveTextContent('Move 0 / 3');
  });

  it('jumps to the position after a move clicked in the list', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    await screen.findByText('Fake board K7QZ v0');
    fireEvent.click(within(screen.getByRole('list', { name: 'Move list' })).getByRole('button', { name: /move 3/ }));
    expect(board()).toHaveTextContent('v3');
    expect(counter()).toHaveTextContent('Move 3 / 3');
  });

  it('plays to the end at the chosen speed, then stops; Pause stops it on the way', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    await screen.findByText('Fake board K7QZ v0');
    jest.useFakeTimers();
    press('Play');
    act(() => jest.advanceTimersByTime(1000));
    expect(board()).toHaveTextContent('v1');
    press('Pause');
    act(() => jest.advanceTimersByTime(5000));
    expect(board()).toHaveTextContent('v1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Speed' }));
    fireEvent.click(screen.getByRole('option', { name: 'Fast' }));
    press('Play');
    act(() => jest.advanceTimersByTime(400));
    expect(board()).toHaveTextContent('v2');
    act(() => jest.advanceTimersByTime(400));
    expect(board()).toHaveTextContent('v3');
    act(() => jest.advanceTimersByTime(400));
    expect(controls().getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(board()).toHaveTextContent('v3');
  });

  it('refuses to act on the board', async () => {
    serve(replayOf());
    renderApp('/replay/41');
    await screen.findByText('Fake board K7QZ v0');
    // The fake board's own Play button sends an action.
    const boardButton = screen
      .getAllByRole('button', { name: 'Play' })
      .find((button) => !button.closest('[role=group]'));
    fireEvent.click(boardButton as HTMLElement);
    expect(await screen.findByText('This is a replay')).toBeInTheDocument();
  });

  it("says so for a game that is still running, in the server's words", async () => {
    fakeFetch({
      ...noGame,
      '/api/replays/42': () => ({ status: 409, body: { message: 'The game is still running', status: 409 } }),
    });
    renderApp('/replay/42');
    expect(await screen.findByText('The game is still running')).toBeInTheDocument();
  });

  it('says so for an unknown game', async () => {
    fakeFetch({
      ...noGame,
      '/api/replays/43': () => ({ status: 404, body: { message: 'Unknown game', status: 404 } }),
    });
    renderApp('/replay/43');
    expect(await screen.findByText('Unknown game')).toBeInTheDocument();
  });
});
