import type { GameState } from '@tabletop/game-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { saveUser } from '../auth/credentials';
import { MatchProvider, useMatch } from '../match/MatchContext';
import { OPPONENT, runningGame } from '../test/game-states';
import { fakeFetch, GUEST } from '../test/render-app';
import { saveTurnAlerts } from './turn-alert-settings';
import { useTurnAlerts, type TurnAlerter } from './use-turn-alerts';

const opponentToMove = (version: number): GameState => ({ ...runningGame('repello', 2, version), player: OPPONENT });
const meToMove = (version: number): GameState => runningGame('repello', 2, version);

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

let push: (state: GameState) => void = () => {};

function Harness({ alerts }: { alerts: TurnAlerter }) {
  useTurnAlerts(alerts);
  const { receive, match } = useMatch();
  push = receive;
  return <p>version {match?.version ?? 'none'}</p>;
}

async function renderWithGame(alerts: TurnAlerter, start: GameState) {
  saveUser(GUEST);
  fakeFetch({ '/api/game/current-state': () => ({ status: 200, body: start }) });
  render(
    <MemoryRouter>
      <AppProviders>
        <MatchProvider>
          <Harness alerts={alerts} />
        </MatchProvider>
      </AppProviders>
    </MemoryRouter>,
  );
  await screen.findByText(`version ${start.version}`);
}

function fakeAlerts() {
  const notification = { close: jest.fn() } as unknown as Notification;
  return {
    alerts: { playSound: jest.fn(async () => {}), notify: jest.fn(() => notification) },
    notification,
  };
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Tabletop';
  hidden = false;
});

describe('useTurnAlerts', () => {
  it('marks the title while it is my turn, and chimes and notifies once when the turn comes to a hidden tab', async () => {
    saveTurnAlerts({ notify: true });
    const { alerts, notification } = fakeAlerts();
    await renderWithGame(alerts, opponentToMove(3));
    expect(document.title).toBe('Tabletop');

    hidden = true;
    act(() => push(meToMove(4)));
    expect(document.title).toBe('(Your turn) Tabletop');
    expect(alerts.playSound).toHaveBeenCalledTimes(1);
    expect(alerts.notify).toHaveBeenCalledTimes(1);

    // Still my turn (a second action of the same turn): no second alert.
    act(() => push(meToMove(5)));
    expect(alerts.playSound).toHaveBeenCalledTimes(1);

    act(() => push(opponentToMove(6)));
    expect(document.title).toBe('Tabletop');
    expect(notification.close).toHaveBeenCalled();
  });

  it('only marks the title while the tab is visible, and never chimes with the sound turned off', async () => {
    saveTurnAlerts({ sound: false, notify: true });
    const { alerts } = fakeAlerts();
    await renderWithGame(alerts, opponentToMove(3));
    act(() => push(meToMove(4)));
    expect(document.title).toBe('(Your turn) Tabletop');
    expect(alerts.notify).not.toHaveBeenCalled();

    act(() => push(opponentToMove(5)));
    hidden = true;
    act(() => push(meToMove(6)));
    expect(alerts.playSound).not.toHaveBeenCalled();
    expect(alerts.notify).toHaveBeenCalledTimes(1);
  });

  it('closes the notification when the player comes back to the tab', async () => {
    saveTurnAlerts({ notify: true });
    const { alerts, notification } = fakeAlerts();
    await renderWithGame(alerts, opponentToMove(3));
    hidden = true;
    act(() => push(meToMove(4)));
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(notification.close).toHaveBeenCalled();
    expect(document.title).toBe('(Your turn) Tabletop');
  });
});
