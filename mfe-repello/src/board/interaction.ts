import type { Direction, RepelloAction, SquareKind } from '../rules';
import { DIRECTION_NAMES } from '@tabletop/board-kit';
import { squareName } from '@tabletop/game-kit';
import { key, pushTarget, type BoardView, type RepelView, type SquareView } from './view-model';

/** What a click on a square does: send an action, pick a piece to repel, or nothing (and why). */
export type ClickOutcome =
  { kind: 'send'; action: RepelloAction } | { kind: 'select'; id: string } | { kind: 'refuse'; reason: string };

/** How a square is highlighted for the viewer right now. */
export interface SquareMark {
  role: 'place' | 'land' | 'path' | 'pushable' | 'selected' | 'push';
  /** Clicking it does something. */
  clickable: boolean;
  /** The move or push that ends here (or passes here, for a path). */
  direction?: Direction;
  /** Part of the move or push being previewed (hover or focus). */
  emphasis: boolean;
}

/** The piece being repelled: the viewer's pick while it can still be pushed, else the only piece that can. */
export function selectedRepel(view: BoardView, selectedId: string | null): RepelView | null {
  if (view.phase !== 'repel') return null;
  const picked = view.repels.find((repel) => repel.piece.id === selectedId);
  return picked ?? (view.repels.length === 1 ? view.repels[0] : null);
}

/** The direction controls on offer: the stack's moves, or the pushes of the piece being repelled. */
export function directionChoices(
  view: BoardView,
  selectedId: string | null,
): { verb: 'Move' | 'Push'; directions: Direction[] } | null {
  if (view.phase === 'move' && view.moves.length > 0) {
    return { verb: 'Move', directions: view.moves.map((move) => move.direction) };
  }
  const repel = selectedRepel(view, selectedId);
  return repel ? { verb: 'Push', directions: repel.directions } : null;
}

export function directionAction(
  view: BoardView,
  selectedId: string | null,
  direction: Direction,
): RepelloAction | null {
  if (view.phase === 'move') {
    return view.moves.some((move) => move.direction === direction) ? { type: 'move', direction } : null;
  }
  const repel = selectedRepel(view, selectedId);
  return repel?.directions.includes(direction) ? { type: 'repel', id: repel.piece.id, direction } : null;
}

export function clickSquare(view: BoardView, selectedId: string | null, x: number, y: number): ClickOutcome {
  const refuse = (reason: string): ClickOutcome => ({ kind: 'refuse', reason });
  if (view.phase === 'wait' || view.mustPass) return refuse(view.idleReason);

  if (view.phase === 'place') {
    const free = view.placements.some((square) => square.x === x && square.y === y);
    return free ? { kind: 'send', action: { type: 'place', x, y } } : refuse(view.idleReason);
  }

  if (view.phase === 'move') {
    const landing = view.moves.filter((move) => move.landing.x === x && move.landing.y === y);
    if (landing.length === 1) return { kind: 'send', action: { type: 'move', direction: landing[0].direction } };
    if (landing.length > 1) return refuse('Two moves land here: pick a direction');
    return refuse(view.idleReason);
  }

  const pushable = view.repels.find((repel) => repel.piece.x === x && repel.piece.y === y);
  if (pushable) return { kind: 'select', id: pushable.piece.id };
  const repel = selectedRepel(view, selectedId);
  if (!repel) return refuse(view.idleReason);
  const direction = repel.directions.find((d) => sameSquare(pushTarget(repel.piece, d), x, y));
  if (direction) return { kind: 'send', action: { type: 'repel', id: repel.piece.id, direction } };
  return refuse('Push the picked piece: pick an arrow or a highlighted square');
}

/** The highlighted squares by `x,y`; `preview` is the direction under the pointer or focus. */
export function squareMarks(
  view: BoardView,
  selectedId: string | null,
  preview: Direction | null,
): Map<string, SquareMark> {
  const marks = new Map<string, SquareMark>();
  const mark = (x: number, y: number, value: SquareMark) => {
    const existing = marks.get(key(x, y));
    // A clickable mark beats a path drawn through the same square.
    if (!existing || (!existing.clickable && (value.clickable || value.emphasis))) marks.set(key(x, y), value);
  };

  if (view.mustPass) return marks;
  if (view.phase === 'place') {
    for (const { x, y } of view.placements) mark(x, y, { role: 'place', clickable: true, emphasis: false });
  }
  if (view.phase === 'move') {
    for (const move of view.moves) {
      const emphasis = move.direction === preview;
      for (const square of move.path.slice(0, -1)) {
        mark(square.x, square.y, { role: 'path', clickable: false, direction: move.direction, emphasis });
      }
    }
    for (const move of view.moves) {
      const { x, y } = move.landing;
      mark(x, y, { role: 'land', clickable: true, direction: move.direction, emphasis: move.direction === preview });
    }
  }
  if (view.phase === 'repel') {
    const picked = selectedRepel(view, selectedId);
    for (const { piece } of view.repels) {
      const role = piece.id === picked?.piece.id ? 'selected' : 'pushable';
      mark(piece.x, piece.y, { role, clickable: true, emphasis: false });
    }
    for (const direction of picked?.directions ?? []) {
      const target = pushTarget(picked!.piece, direction);
      if (target)
        mark(target.x, target.y, { role: 'push', clickable: true, direction, emphasis: direction === preview });
    }
  }
  return marks;
}

const KIND_TEXT: Record<SquareKind, string | null> = {
  plain: null,
  green: 'green start ring',
  'black-start': 'black start square',
  'silver-start': 'silver start square',
  'gold-start': 'gold start square',
};

/** The square's accessible description: its value, its colour, what stands on it and what the viewer may do. */
export function squareDescription(square: SquareView, mark: SquareMark | undefined): string {
  // The square's name as the move list writes it: its accessible name keeps the contract's `Square X,Y`.
  const parts = [
    squareName(square.x, square.y),
    `Value ${square.value}`,
    KIND_TEXT[square.kind],
    square.piece?.label,
    mark && markText(mark),
  ];
  return parts.filter((part): part is string => Boolean(part)).join('; ');
}

function markText(mark: SquareMark): string | null {
  const way = mark.direction ? DIRECTION_NAMES[mark.direction] : '';
  switch (mark.role) {
    case 'place':
      return 'you may place your stack here';
    case 'land':
      return `your stack lands here moving ${way}`;
    case 'path':
      return mark.emphasis ? `your stack passes here moving ${way}` : null;
    case 'pushable':
      return 'you may pick it to repel';
    case 'selected':
      return 'picked to repel';
    case 'push':
      return `push the picked piece ${way} to here`;
  }
}

function sameSquare(square: { x: number; y: number } | null, x: number, y: number): boolean {
  return square !== null && square.x === x && square.y === y;
}

/** The square an action was aimed at (a place, a move's landing, a push's target), to flash when it is refused. */
export function actionSquare(view: BoardView, action: RepelloAction): string | null {
  if (action.type === 'place') return key(action.x, action.y);
  if (action.type === 'move') {
    const landing = view.moves.find((move) => move.direction === action.direction)?.landing;
    return landing ? key(landing.x, landing.y) : null;
  }
  if (action.type === 'repel') {
    const piece = view.pieces.find((candidate) => candidate.id === action.id);
    const target = piece ? pushTarget(piece, action.direction) : null;
    return target ? key(target.x, target.y) : piece ? key(piece.x, piece.y) : null;
  }
  return null;
}
