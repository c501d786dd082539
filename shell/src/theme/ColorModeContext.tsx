import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createTabletopTheme, type ColorMode } from '@tabletop/board-kit';
import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext } from '../context/required-context';
import { readMode, saveMode } from './mode-storage';

export interface ColorModeContextValue {
  mode: ColorMode;
  toggleMode(): void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(readMode);
  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      saveMode(next);
      return next;
    });
  }, []);
  const theme = useMemo(() => createTabletopTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeContextValue {
  return useRequiredContext(ColorModeContext);
}
