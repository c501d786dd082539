import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ColorModeProvider } from '../theme/ColorModeContext';
import { AppErrorBoundary } from './AppErrorBoundary';

let broken = true;

function Flaky() {
  if (broken) throw new Error('Flaky broke');
  return <p>Flaky works</p>;
}

function renderBoundary() {
  return render(
    <MemoryRouter initialEntries={['/flaky']}>
      <ColorModeProvider>
        <Link to="/elsewhere">Elsewhere</Link>
        <AppErrorBoundary>
          <Routes>
            <Route path="/flaky" element={<Flaky />} />
            <Route path="/elsewhere" element={<p>Elsewhere works</p>} />
          </Routes>
        </AppErrorBoundary>
      </ColorModeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  broken = true;
  // React reports every error a boundary catches on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('shows an error page with a way to try again and a way home when a component throws', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page ran into an error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Flaky works')).not.toBeInTheDocument();
  });

  it('renders the page again on Try again, once the error is gone', async () => {
    renderBoundary();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Flaky works')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('clears the error when the address changes', async () => {
    renderBoundary();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Elsewhere works')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
