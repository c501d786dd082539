import type { Disc } from '../rules';

/** Each colour's paint and name, readable on both the light and the dark theme. */
export const DISC_COLORS: Record<Disc, string> = {
  R: '#e53935',
  Y: '#fdd835',
};

export const DISC_NAMES: Record<Disc, string> = {
  R: 'Red',
  Y: 'Yellow',
};

/** The grid's frame and its empty holes. */
export const FRAME_COLOR = '#1565c0';
export const HOLE_COLOR = '#0d2a4a';
