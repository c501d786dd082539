import { act, fireEvent, screen } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import type { fakeSocketModule } from '../test/fake-socket';
import { OPPONENT, runningGame } from '../test/game-states';
import { fakeFetch, GUEST, renderApp } from '../test/render-app';
import { answerEmits } from '../test/socket-acks';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../games/remote-boards', () =>
  jest.requireActual<typeof import('../test/fake-remote-boards')>('../test/fake-remote-boards').fakeRemoteBoards(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

/** The guest (Ada) beat Bo at Winzard Football: a finished game, found again on a reload. */
const won: GameState = {
  ...runningGame('winzards/football'),
  player: null,
  gameOver: true,
  score: [
    { player: { id: GUEST.id, name: GUEST.name }, score: 3 },
    { player: OPPONENT, score: 1 },
  ],
};
const offer = (more: Partial<RematchOffer> = {}): RematchOffer => ({
  code: won.code,
  status: 'open',
  accepted: [],
  waitingFor: [GUEST.id, OPPONENT.id],
  next: null,
  ...more,
});

beforeEach(() => {
  localStorage.clear();
  answerEmits(fake.socket, {});
});

function routes(more: Record<string, () => { status: number; body?: unknown }> = {}) {
  return fakeFetch({
    '/api/game/current-state': () => ({ status: 200, body: won }),
    '/api/game/rematch/K7QZ': () => ({ status: 200, body: offer() }),
    ...more,
  });
}

describe('the end of a game', () => {
  it('says who called an aborted game off, and offers Play now to the one who did nothing wrong', async () => {
    const aborted = { ...won, score: won.score.map((entry) => ({ ...entry, score: 0 })) };
    const quick = jest.fn(() => ({ status: 200, body: { ...runningGame('winzards/football'), player: null } }));
    routes({
      '/api/game/current-state': () => ({
        status: 200,
        body: { ...aborted, aborted: { by: OPPONENT.id, late: true } },
      }),
      '/api/game/quick': quick,
    });
    renderApp('/game/winzards/football');
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('Game aborted');
    expect(screen.getByText(`${OPPONENT.name} did not make a first move in time.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await act(async () => {});
    expect(quick).toHaveBeenCalled();
  });

  it('offers no Play now to the player who aborted', async () => {
    routes({
      '/api/game/current-state': () => ({ status: 200, body: { ...won, aborted: { by: GUEST.id, late: false } } }),
    });
    renderApp('/game/winzards/football');
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('Game aborted');
    expect(screen.getByText('You aborted the game.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New game' })).toBeEnabled();
  });

  it('keeps the result on screen after a reload, with Rematch and New game', async () => {
    routes();
    renderApp('/game/winzards/football');
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('You win');
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New game' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('shows a walkover as the result, not as goals: the panel says who won and who forfeited', async () => {
    const walkover = {
      ...won,
      score: [won.score[0], { player: OPPONENT, score: 3 }],
      forfeited: { players: [GUEST.id], endedGame: true },
    };
    routes({ '/api/game/current-state': () => ({ status: 200, body: walkover }) });
    renderApp('/game/winzards/football');
    expect(await screen.findByRole('status', { name: 'Result' })).toHaveTextContent('You forfeited: Bo wins');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['AdaForfeited', 'BoWon']);
  });

  it('shows an offer live, accepts it, and moves to the rematch the answer carries', async () => {
    const rematch = { ...runningGame('winzards/football'), code: 'N3XT', version: 0 };
    const fetchMock = routes({
      '/api/game/rematch': () => ({
        status: 200,
        body: { ...offer(), status: 'started', next: 'N3XT', state: rematch },
      }),
    });
    renderApp('/game/winzards/football');
    await screen.findByRole('button', { name: 'Rematch' });
    const asked = offer({
      accepted: [OPPONENT.id],
      waitingFor: [GUEST.id],
      event: { kind: 'accepted', by: OPPONENT.id },
    });
    act(() => fake.socket.fire('rematch', asked));
    expect(await screen.findByText('Bo wants a rematch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByText('Fake board N3XT v0')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Result' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/game/rematch')).toBe(true);
  });

  it('lets the one who asked for a rematch take it back with Cancel', async () => {
    routes();
    renderApp('/game/winzards/football');
    await screen.findByRole('button', { name: 'Rematch' });
    const mine = offer({ accepted: [GUEST.id], waitingFor: [OPPONENT.id], event: { kind: 'accepted', by: GUEST.id } });
    act(() => fake.socket.fire('rematch', mine));
    expect(await screen.findByText('Waiting for Bo to accept')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says when the offer was declined or a player left', async () => {
    routes();
    renderApp('/game/winzards/football');
    await screen.findByRole('button', { name: 'Rematch' });
    act(() => fake.socket.fire('rematch', offer({ event: { kind: 'declined', by: OPPONENT.id } })));
    expect(await screen.findByText('Bo declined the rematch')).toBeInTheDocument();
    act(() => fake.socket.fire('rematch', offer({ status: 'closed', event: { kind: 'left', by: OPPONENT.id } })));
    expect(await screen.findByText('Bo left: no rematch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rematch' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New game' })).toBeEnabled();
  });
});
