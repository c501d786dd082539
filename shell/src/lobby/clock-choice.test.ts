import { clockChoiceFor, clockOptions, NO_CLOCK } from './clock-choice';

describe('the clocks Create game offers', () => {
  it('lists no clock first, then the game’s usual clock among the presets, shortest first, once each', () => {
    expect(clockOptions({ initial: 120, increment: 2 }).map((option) => option.label)).toEqual([
      'No clock',
      '1+0',
      '2+2 (usual)',
      '3+2',
      '5+5',
      '10+5',
    ]);
    expect(clockOptions({ initial: 180, increment: 2 }).map((option) => option.label)).toEqual([
      'No clock',
      '1+0',
      '3+2 (usual)',
      '5+5',
      '10+5',
    ]);
    expect(clockOptions(undefined)[2]).toEqual({ value: '3+2', label: '3+2', clock: { initial: 180, increment: 2 } });
  });

  it('never leaves a listed table without a clock', () => {
    expect(clockChoiceFor(true, NO_CLOCK, { initial: 300, increment: 5 })).toBe('5+5');
    expect(clockChoiceFor(true, NO_CLOCK, undefined)).toBe('3+2');
    expect(clockChoiceFor(true, '1+0', undefined)).toBe('1+0');
    expect(clockChoiceFor(false, NO_CLOCK, undefined)).toBe(NO_CLOCK);
  });
});
