import { screen } from '@testing-library/react';
import { fakeFetch, renderApp } from '../test/render-app';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
// The home page of the real shell, made to throw.
jest.mock('../pages/HomePage', () => ({
  HomePage: () => {
    throw new Error('HomePage broke');
  },
}));

beforeEach(() => {
  localStorage.clear();
  fakeFetch({ '/api/game/current-state': () => ({ status: 204 }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the shell root', () => {
  it('shows the error page instead of a blank page when a page throws', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(container).not.toBeEmptyDOMElement();
  });
});
