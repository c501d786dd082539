import { clockName, type ClockSetting } from '@tabletop/game-kit';

/** The clocks `Create game` offers besides the game's own: minutes and increment, as players name them. */
export const CLOCK_PRESETS: readonly ClockSetting[] = [
  { initial: 60, increment: 0 },
  { initial: 180, increment: 2 },
  { initial: 300, increment: 5 },
  { initial: 600, increment: 5 },
];

export const NO_CLOCK = 'none';

export interface ClockOption {
  /** `3+2`, or NO_CLOCK. */
  value: string;
  label: string;
  clock: ClockSetting | null;
}

/**
 * What `Create game` offers: no clock (a private game only: a listed table always has one), then the game's usual
 * clock and the presets, shortest first.
 */
export function clockOptions(usual: ClockSetting | undefined): ClockOption[] {
  const clocks = [...CLOCK_PRESETS, ...(usual ? [usual] : [])]
    .filter((clock, index, all) => all.findIndex((other) => clockName(other) === clockName(clock)) === index)
    .sort((a, b) => a.initial - b.initial || a.increment - b.increment);
  const named = clocks.map((clock) => {
    const value = clockName(clock);
    const isUsual = usual !== undefined && clockName(usual) === value;
    return { value, label: isUsual ? `${value} (usual)` : value, clock };
  });
  return [{ value: NO_CLOCK, label: 'No clock', clock: null }, ...named];
}

/** The choice to show when the table is (un)listed: a listed table never keeps `No clock`. */
export function clockChoiceFor(listed: boolean, chosen: string, usual: ClockSetting | undefined): string {
  if (listed && chosen === NO_CLOCK) return usual ? clockName(usual) : clockName(CLOCK_PRESETS[1]);
  return chosen;
}
