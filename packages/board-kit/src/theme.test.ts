import { createTabletopTheme } from './theme';

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
