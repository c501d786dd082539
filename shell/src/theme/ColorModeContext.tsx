import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { createTabletopColorSchemeTheme, type ColorMode } from '@tabletop/board-kit';
import { createContext, useCallback, useMemo, type ReactNode } from 'react';
import { useRequiredContext } from '../context/required-context';
import colorScheme from './color-scheme.json';

// The theme carries CSS variables: ThemeProvider's colour-scheme props are typed only once that is declared.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export interface ColorModeContextValue {
  mode: ColorMode;
  toggleMode(): void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const theme = createTabletopColorSchemeTheme(colorScheme.attribute);
const DEFAULT_MODE: ColorMode = colorScheme.defaultMode === 'light' ? 'light' : 'dark';

/**
 * MUI's colour schemes, with the mode saved under the `mode` key (dark unless light was chosen). The page's
 * color-scheme script (built from MUI's InitColorSchemeScript with the same color-scheme.json) has set the mode on
 * <html> before the first paint. forceThemeRerender: boards read `theme.palette`, which then follows the mode.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={colorScheme.modeStorageKey}
      defaultMode={DEFAULT_MODE}
      noSsr
      forceThemeRerender
      disableTransitionOnChange
    >
      <CssBaseline />
      <ColorModeBridge>{children}</ColorModeBridge>
    </ThemeProvider>
  );
}

function ColorModeBridge({ children }: { children: ReactNode }) {
  const { mode: muiMode, setMode } = useColorScheme();
  const mode: ColorMode = muiMode === 'light' ? 'light' : 'dark';
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  return useRequiredContext(ColorModeContext);
}
