import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'dark' | 'light';

/** The site's colours for each mode. */
export const TABLETOP_PALETTES = {
  light: {
    primary: { main: '#4db6ac' },
    secondary: { main: '#b2dfdb' },
    background: { default: '#e0f2f1', paper: '#ffffff' },
  },
  dark: {
    primary: { main: '#00897b' },
    secondary: { main: '#80cbc4' },
    background: { default: '#0a0f0f', paper: '#1a1f1f' },
  },
} as const;

const SHAPE_AND_TYPE = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { fontWeight: 700, letterSpacing: '0.04em' },
  },
} as const;

/** The theme of one mode, for a board's standalone harness and tests. */
export function createTabletopTheme(mode: ColorMode): Theme {
  return createTheme({ palette: { mode, ...TABLETOP_PALETTES[mode] }, ...SHAPE_AND_TYPE });
}

/**
 * The shell's theme, which the boards under it use: both modes as MUI colour schemes in CSS variables, the mode named
 * by `attribute` on <html> (e.g. 'data-mui-color-scheme'). A script in the page sets that attribute from the saved
 * mode before the first paint, so the page never shows the other mode first. Dark is the default.
 */
export function createTabletopColorSchemeTheme(attribute: string): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: attribute },
    colorSchemes: {
      light: { palette: { ...TABLETOP_PALETTES.light } },
      dark: { palette: { ...TABLETOP_PALETTES.dark } },
    },
    defaultColorScheme: 'dark',
    ...SHAPE_AND_TYPE,
  });
}
