import { squareName } from '@tabletop/game-kit';
import type { ActionChoice, ActionType, ShotPath, WinzardAction } from '../rules';
import type { BoardView, CellView } from './view-model';

/** What a click on a cell does: send an action, pick or drop a source, ask which of two actions, or nothing (and why). */
export type ClickOutcome =
  | { kind: 'send'; action: WinzardAction }
  | { kind: 'select'; cell: number }
  | { kind: 'deselect' }
  | { kind: 'choose'; choices: ActionChoice[] }
  | { kind: 'refuse'; reason: string };

/** How a cell is marked for the viewer right now (the transient `selectable` / `selected` markers). */
export interface CellMark {
  marker: 'selectable' | 'selected' | 'target' | null;
  /** What a click on this target does. */
  kinds: ActionType[];
  clickable: boolean;
  /** The previewed shot passes here (or stops here). */
  path: 'pass' | 'rest' | null;
}

/** The source in play: the viewer's pick while it is still a source, else the only source of a shot. */
export function selectedSource(view: BoardView, selected: number | null): number | null {
  const { sources } = view.options;
  if (selected !== null && sources.includes(selected)) return selected;
  return view.phase === 'shot' && sources.length === 1 ? sources[0] : null;
}

/** The cell-clicked choices of a source: shots go through the buttons, everything else through a target cell. */
export function targetsOf(view: BoardView, source: number | null): Map<number, ActionChoice[]> {
  const targets = new Map<number, ActionChoice[]>();
  const choices = source === null ? view.options.placements : (view.options.bySource[source] ?? []);
  for (const choice of choices) {
    if (choice.cell === null || choice.kind === 'shoot') continue;
    targets.set(choice.cell, [...(targets.get(choice.cell) ?? []), choice]);
  }
  return targets;
}

export function clickCell(view: BoardView, selected: number | null, cell: number): ClickOutcome {
  const refuse = (reason: string): ClickOutcome => ({ kind: 'refuse', reason });
  if (view.phase === 'wait' || view.phase === 'draw') return refuse(view.idleReason);

  if (view.phase === 'ball' || view.phase === 'keeper') {
    const choices = targetsOf(view, null).get(cell);
    return choices ? { kind: 'send', action: choices[0].action } : refuse(view.idleReason);
  }

  const source = selectedSource(view, selected);
  if (source !== null) {
    const choices = targetsOf(view, source).get(cell);
    if (choices?.length === 1) return { kind: 'send', action: choices[0].action };
    if (choices && choices.length > 1) return { kind: 'choose', choices };
    if (cell === source) return { kind: 'deselect' };
  }
  if (view.options.sources.includes(cell)) return { kind: 'select', cell };
  if (source === null) return refuse(view.idleReason);
  return refuse(view.phase === 'shot' ? view.idleReason : 'Out of reach: pick a glowing cell, or another piece');
}

/** The marks of every cell that has one, by cell index. `shot` is the previewed shot path. */
export function cellMarks(view: BoardView, selected: number | null, shot: ShotPath | null): Map<number, CellMark> {
  const marks = new Map<number, CellMark>();
  const source = view.phase === 'ball' || view.phase === 'keeper' ? null : selectedSource(view, selected);
  if (view.phase !== 'wait' && view.phase !== 'draw') {
    for (const cell of view.options.sources) {
      const marker = cell === source ? 'selected' : 'selectable';
      marks.set(cell, { marker, kinds: [], clickable: true, path: null });
    }
    if (view.phase !== 'act' || source !== null) {
      for (const [cell, choices] of targetsOf(view, source)) {
        const kinds = [...new Set(choices.map((choice) => choice.kind))];
        marks.set(cell, { marker: 'target', kinds, clickable: true, path: null });
      }
    }
  }
  if (shot) {
    const rest = shot.kind === 'goal' ? null : shot.rest;
    for (const cell of shot.path) {
      const existing = marks.get(cell) ?? { marker: null, kinds: [], clickable: false, path: null };
      marks.set(cell, { ...existing, path: cell === rest ? 'rest' : 'pass' });
    }
    if (rest !== null) {
      const existing = marks.get(rest) ?? { marker: null, kinds: [], clickable: false, path: null };
      marks.set(rest, { ...existing, path: 'rest' });
    }
  }
  return marks;
}

const KIND_TEXT: Record<ActionType, string> = {
  placeBall: 'place the ball here',
  placeKeeper: 'place your goalkeeper here',
  move: 'move the picked pawn here',
  swap: 'swap the picked card with this one',
  tackle: 'tackle: the ball comes here',
  pass: 'pass the ball here',
  shoot: 'shoot',
  draw: 'draw',
  skipDraw: 'skip the draw',
  skipShot: 'skip the shot',
};

/** Button names for a target two actions share. */
export const CHOICE_LABELS: Partial<Record<ActionType, string>> = { move: 'Move here', tackle: 'Tackle here' };

/** The cell's accessible description: its card, what stands on it and what the viewer may do. */
export function cellDescription(cell: CellView, mark: CellMark | undefined): string {
  // The cell's name as the move list writes it: its accessible name keeps the contract's `Cell X,Y`.
  const parts = [squareName(cell.x, cell.y), cell.label];
  if (mark?.marker === 'selectable') parts.push('you may pick it');
  if (mark?.marker === 'selected') parts.push('picked');
  if (mark?.marker === 'target') parts.push(mark.kinds.map((kind) => KIND_TEXT[kind]).join(' or '));
  if (mark?.path) parts.push(mark.path === 'rest' ? 'the shot stops here' : 'the shot passes here');
  return parts.join('; ');
}

/** The cell an action was aimed at (where a piece goes, or the shooter), to flash when it is refused. */
export function actionCell(action: WinzardAction): number | null {
  switch (action.type) {
    case 'placeBall':
    case 'placeKeeper':
      return action.cell;
    case 'move':
    case 'swap':
    case 'tackle':
    case 'pass':
      return action.to;
    case 'shoot':
      return action.from;
    default:
      return null;
  }
}
