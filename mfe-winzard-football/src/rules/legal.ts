import type { Match } from '@tabletop/game-kit';
import { CELL_COUNT, DIRECTIONS, PAWNS, ZONES, cellsWithin, distance, halfOf, reachOf } from './court';
import { sideOf } from './players';
import { passTargets } from './shot';
import { ballCell, iconCell, isEmpty, pawnAt, pawnCellsOf } from './state';
import type { ActionType, Cell, Side, WinzardAction, WinzardPublicState } from './types';

/**
 * Every legal action of the player to move, in a fixed order: by kind as listed in the phase, then by source
 * cell, then by target cell (or direction). [] once the game is over. With `only`, just the actions of that type
 * (the same ones, in the same order); with `from` too, just those from that source cell: apply checks an action
 * against those, which spares listing the hundreds of others (the computer's search applies many actions a move).
 */
export function legalActionsOf(match: Match<WinzardPublicState>, only?: ActionType, from?: number): WinzardAction[] {
  const all = listActions(match, only, from);
  return only ? all.filter((action) => action.type === only) : all;
}

function listActions(
  match: Match<WinzardPublicState>,
  only: ActionType | undefined,
  from: number | undefined,
): WinzardAction[] {
  const wanted = (type: ActionType) => only === undefined || only === type;
  if (match.gameOver || !match.player) return [];
  const me = match.player.id;
  const side = sideOf(match, me);
  if (!side) return [];
  const { unconvertedCourt: court, phase } = match.state;
  switch (phase) {
    case 'ball':
      return ZONES[side].ball.filter((cell) => isEmpty(court, cell)).map((cell) => ({ type: 'placeBall', cell }));
    case 'keeper':
      return ZONES[side].keeper.filter((cell) => isEmpty(court, cell)).map((cell) => ({ type: 'placeKeeper', cell }));
    case 'act':
      return [
        ...(wanted('move') ? moves(court, side, from) : []),
        ...(wanted('swap') ? swaps(court, side, from) : []),
        ...(wanted('tackle') && match.state.possession !== me ? tackles(court, side, from) : []),
      ];
    case 'draw':
      return [{ type: 'draw' }, { type: 'skipDraw' }];
    case 'shot':
      return [...shotsAndPasses(court, side, from), { type: 'skipShot' }];
    default:
      return [];
  }
}

function emptyWithin(court: readonly Cell[], from: number, range: number): number[] {
  return cellsWithin(from, range).filter((cell) => isEmpty(court, cell));
}

/** The cells of a side's pawns, or just `only` when it holds one of them. */
function pawnSources(court: readonly Cell[], side: Side, only: number | undefined): number[] {
  const cells = pawnCellsOf(court, side);
  return only === undefined ? cells : cells.filter((cell) => cell === only);
}

/** Move one of your pawns to an empty cell within the reach of the card under it. */
function moves(court: readonly Cell[], side: Side, only: number | undefined): WinzardAction[] {
  return pawnSources(court, side, only).flatMap((from) =>
    emptyWithin(court, from, reachOf(court[from].value)).map((to): WinzardAction => ({ type: 'move', from, to })),
  );
}

/** Swap an icon-free card of your half with another one within the first card's reach. */
function swaps(court: readonly Cell[], side: Side, only: number | undefined): WinzardAction[] {
  const actions: WinzardAction[] = [];
  const [first, last] = only === undefined ? [0, CELL_COUNT - 1] : [only, only];
  for (let from = first; from <= last; from++) {
    if (halfOf(from) !== side || !isEmpty(court, from)) continue;
    for (const to of emptyWithin(court, from, reachOf(court[from].value))) {
      if (halfOf(to) === side) actions.push({ type: 'swap', from, to });
    }
  }
  return actions;
}

/** A pawn within its reach of a ball you do not hold takes it to an empty cell next to itself. */
function tackles(court: readonly Cell[], side: Side, only: number | undefined): WinzardAction[] {
  const ball = ballCell(court);
  if (ball < 0) return [];
  return pawnSources(court, side, only)
    .filter((from) => distance(from, ball) <= reachOf(court[from].value))
    .flatMap((from) => emptyWithin(court, from, 1).map((to): WinzardAction => ({ type: 'tackle', from, to })));
}

/** For each of your pawns next to the ball: a shot in each of the 8 directions, then its passes. */
function shotsAndPasses(court: readonly Cell[], side: Side, only: number | undefined): WinzardAction[] {
  const ball = ballCell(court);
  if (ball < 0) return [];
  return pawnSources(court, side, only)
    .filter((from) => distance(from, ball) === 1)
    .flatMap((from) => {
      const pawn = pawnAt(court, from);
      const teammate = iconCell(court, pawn === PAWNS[side].keeper ? PAWNS[side].field : PAWNS[side].keeper);
      return [
        ...DIRECTIONS.map((direction): WinzardAction => ({ type: 'shoot', from, direction })),
        ...passTargets(court, from, teammate).map((to): WinzardAction => ({ type: 'pass', from, to })),
      ];
    });
}

/** Whether the player in possession could shoot or pass: one of their pawns stands next to the ball. */
export function canShoot(court: readonly Cell[], side: Side): boolean {
  const ball = ballCell(court);
  return ball >= 0 && pawnCellsOf(court, side).some((cell) => distance(cell, ball) === 1);
}
