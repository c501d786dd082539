import type { Match, Player } from '@tabletop/game-kit';
import { NOTATION_PLAYERS, game, parseMatch, printMatch } from '../index';
import type { WinzardAction, WinzardState } from '../index';

/** Helpers for the tests only (excluded from the build). The left player is id 1, the right id 2. */
export const [LEFT, RIGHT]: Player[] = NOTATION_PLAYERS.map((player) => ({ ...player }));
export const PLAYERS: Player[] = [LEFT, RIGHT];

/** A court of fillers with the given cells written over them: `{ 19: 'B5*', 20: 'B9r' }` (cell index → token). */
export function court(cells: Record<number, string> = {}): string {
  const rows: string[] = [];
  for (let y = 0; y < 6; y++) {
    rows.push(Array.from({ length: 8 }, (_, x) => cells[y * 8 + x] ?? '.').join(' '));
  }
  return rows.join('\n');
}

/** A match from a header and a sketch of the court. */
export function matchOf(header: string, cells: Record<number, string> = {}): Match<WinzardState> {
  return parseMatch(`${header}\n${court(cells)}\n`);
}

/** Applies an action that must be accepted, by the player to move unless `by` is given. */
export function play(match: Match<WinzardState>, action: WinzardAction, by?: number): Match<WinzardState> {
  const result = game.apply(match, by ?? match.player?.id ?? -1, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.match;
}

/** Applies several actions in a row, each by the player to move. */
export function playAll(match: Match<WinzardState>, actions: WinzardAction[]): Match<WinzardState> {
  return actions.reduce((current, action) => play(current, action), match);
}

export function legal(match: Match<WinzardState>): WinzardAction[] {
  return match.player ? game.legalActions(match, match.player.id) : [];
}

export function show(match: Match<WinzardState>): string {
  return printMatch(match);
}

/** Where an icon stands, as `x,y`, or 'off'. */
export function where(match: Match<WinzardState>, icon: string): string {
  const cell = match.state.unconvertedCourt.findIndex((card) => card.icon === icon);
  return cell < 0 ? 'off' : `${cell % 8},${Math.floor(cell / 8)}`;
}

/** Cell index of (x, y). */
export const at = (x: number, y: number): number => y * 8 + x;
