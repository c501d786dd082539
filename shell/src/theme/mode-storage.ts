import type { ColorMode } from '@tabletop/board-kit';

const MODE_KEY = 'mode';

/** The saved theme; dark unless light was chosen (spec §3). */
export function readMode(): ColorMode {
  return localStorage.getItem(MODE_KEY) === 'light' ? 'light' : 'dark';
}

export function saveMode(mode: ColorMode): void {
  localStorage.setItem(MODE_KEY, mode);
}
