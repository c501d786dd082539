import { KEYPAD_ARROWS, type Match } from '@tabletop/game-kit';
import { readAction } from './action';
import { cellName } from './court';
import type { Icon, WinzardView } from './types';

/*
 * The move notation of move lists and replays, written from the public view (what every seat sees: never the pile).
 * Cells are named by column a..h (x 0..7, left to right) and row 1..6 (y 0..5, top to bottom); a pawn by its name,
 * read from the cell it starts on; a shot's direction by an arrow (`↗` is keypad 3).
 *
 *   ball d3             the ball placed                keeper a2      the goalkeeper placed
 *   Zurf c3-d3          a move                         Zurf c3<>d4    a swap
 *   Zurf c3xd3          a tackle                       draw / no draw the draw decision
 *   Zapp d3 shoots →    a shot                         Zapp d3 passes f2, no shot
 */

const NAMES: Record<Icon, string> = { FOOTBALL: 'ball', ZURF: 'Zurf', ZAPP: 'Zapp', FROZT: 'Frozt', ROOTZ: 'Rootz' };

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, _playerId: number, action: unknown): string {
  const move = readAction(action);
  if (!move) return '';
  const state = view.state as WinzardView;
  const pawn = (cell: number) => {
    const icon = state.unconvertedCourt[cell]?.icon;
    return icon ? `${NAMES[icon]} ` : '';
  };
  switch (move.type) {
    case 'placeBall':
      return `ball ${cellName(move.cell)}`;
    case 'placeKeeper':
      return `keeper ${cellName(move.cell)}`;
    case 'move':
      return `${pawn(move.from)}${cellName(move.from)}-${cellName(move.to)}`;
    case 'swap':
      return `${pawn(move.from)}${cellName(move.from)}<>${cellName(move.to)}`;
    case 'tackle':
      return `${pawn(move.from)}${cellName(move.from)}x${cellName(move.to)}`;
    case 'draw':
      return 'draw';
    case 'skipDraw':
      return 'no draw';
    case 'shoot':
      return `${pawn(move.from)}${cellName(move.from)} shoots ${KEYPAD_ARROWS[move.direction]}`;
    case 'pass':
      return `${pawn(move.from)}${cellName(move.from)} passes ${cellName(move.to)}`;
    case 'skipShot':
      return 'no shot';
  }
}
