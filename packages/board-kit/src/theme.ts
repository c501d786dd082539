import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'dark' | 'light';

/** The spec's colours (product-spec §9) for each mode. */
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

/** The one MUI theme of the shell and every board (boards' standalone harnesses included), per mode. */
export function createTabletopTheme(mode: ColorMode): Theme {
  return createTheme({
    palette: { mode, ...TABLETOP_PALETTES[mode] },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { fontWeight: 700, letterSpacing: '0.04em' },
    },
  });
}
