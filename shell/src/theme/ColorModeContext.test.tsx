import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { ColorModeProvider, useColorMode } from './ColorModeContext';

function Probe() {
  const { mode, toggleMode } = useColorMode();
  const theme = useTheme();
  return (
    <button type="button" onClick={toggleMode}>
      {mode} {theme.palette.mode} {theme.palette.primary.main}
    </button>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-mui-color-scheme');
});

describe('ColorModeProvider', () => {
  it('starts from the saved mode on the first render and marks <html> with it', () => {
    localStorage.setItem('mode', 'light');
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    // Boards read theme.palette: it follows the mode (light's primary), not only the CSS variables.
    expect(screen.getByRole('button')).toHaveTextContent('light light #4db6ac');
    expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'light');
  });

  it('is dark without a saved mode or with an unknown one, and saves a toggle under the spec key', () => {
    localStorage.setItem('mode', 'sepia');
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark dark #00897b');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('light light #4db6ac');
    expect(localStorage.getItem('mode')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'light');
  });
});
