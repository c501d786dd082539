import type { CssVarsTheme } from '@mui/material/styles';
import { createTabletopColorSchemeTheme, createTabletopTheme } from './theme';

describe('createTabletopTheme', () => {
  it('uses the light colours of the spec', () => {
    const { palette } = createTabletopTheme('light');
    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe('#4db6ac');
    expect(palette.secondary.main).toBe('#b2dfdb');
    expect(palette.background.default).toBe('#e0f2f1');
  });

  it('uses the dark colours of the spec', () => {
    const { palette } = createTabletopTheme('dark');
    expect(palette.mode).toBe('dark');
    expect(palette.primary.main).toBe('#00897b');
    expect(palette.secondary.main).toBe('#80cbc4');
    expect(palette.background.default).toBe('#0a0f0f');
    expect(palette.background.paper).toBe('#1a1f1f');
  });
});

describe('createTabletopColorSchemeTheme', () => {
  it('holds both modes with the spec colours, dark by default, switched by the given attribute', () => {
    // Typed as a plain Theme (boards do not declare CSS variables); it is one with colour schemes.
    const theme = createTabletopColorSchemeTheme('data-mui-color-scheme') as unknown as CssVarsTheme;
    expect(theme.palette.mode).toBe('dark');
    expect(theme.colorSchemes.light?.palette.background.default).toBe('#e0f2f1');
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0a0f0f');
    const light = theme.getColorSchemeSelector('light');
    expect(light).toContain('[data-mui-color-scheme="light"]');
  });
});
