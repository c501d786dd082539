import { displayName, type Player } from '@tabletop/game-kit';
import type { HistoryRow } from './history-api';

const RESULT_TEXT = { win: 'Won', loss: 'Lost', draw: 'Draw' } as const;

/** `Won`, `Lost`, `Draw`, or `Playing` while the game runs. */
export function resultText(row: Pick<HistoryRow, 'result' | 'status'>): string {
  return row.result ? RESULT_TEXT[row.result] : row.status === 'playing' ? 'Playing' : '–';
}

/** The players' names as the site shows them (a guest's UUID becomes `Guest 8AE5`), joined. */
export function namesText(players: readonly Player[]): string {
  return players.length === 0 ? '–' : players.map((player) => displayName(player.name)).join(', ');
}

/** A date and time in the reader's locale, e.g. `Nov 26, 2026, 1:40 AM`. */
export function dateText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
