import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

beforeEach(() => localStorage.clear());

describe("the app bar's icons on a phone", () => {
  it.each(['Home', 'My games', 'Leaderboard', 'Profile'])('say %s when pointed at', async (name) => {
    fakeFetch({ '/api/game/current-state': () => ({ status: 204 }) });
    renderApp('/', { id: 1, jwt: 'j', name: 'grace' });
    fireEvent.mouseOver(await screen.findByRole('link', { name }, { timeout: 5000 }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
  });
});
