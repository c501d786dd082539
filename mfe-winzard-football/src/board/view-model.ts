import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import {
  CELL_COUNT,
  COURT_WIDTH,
  PAWNS,
  ZONES,
  faceOf,
  isKeeper,
  isPawn,
  pawnSide,
  shotPreview,
  turnOptions,
  type ActionChoice,
  type Character,
  type Direction,
  type Face,
  type GoalAnimation,
  type Icon,
  type Pawn,
  type ShotPath,
  type Side,
  type TurnOptions,
  type WinzardAction,
  type WinzardView,
} from '../rules';
import {
  DIRECTION_NAMES,
  finishedHeader,
  isSeated,
  turnHeader,
  WATCHING_REASON,
  type BoardSeen,
} from '@tabletop/board-kit';
import { lastShotText, shotOutcomeText } from './shot-text';

export type Zone = 'ball' | 'keeper' | null;

export interface CellView {
  index: number;
  x: number;
  y: number;
  character: Character;
  value: number;
  face: Face;
  icon: Icon | null;
  keeper: boolean;
  /** The side whose pawn stands here, for pawns. */
  pawnSide: Side | null;
  half: Side;
  zone: Zone;
  /** What a screen reader hears: `Zapp 7, Average; ZAPP (Alice)`. */
  label: string;
}

export interface PlayerView {
  player: Player;
  side: Side;
  keeper: Pawn;
  field: Pawn;
  score: number;
  actionsLeft: number;
  possession: boolean;
  toMove: boolean;
  me: boolean;
}

export interface HeaderView {
  title: string;
  detail: string | null;
}

export interface DecisionView {
  action: WinzardAction;
  label: string;
}

export interface ShotView {
  direction: Direction;
  action: WinzardAction;
  label: string;
  path: ShotPath | null;
  /** What would happen: `GOAL!`, `saved by FROZT`, … */
  outcome: string;
}

export interface BoardView {
  header: HeaderView;
  /** What the viewer does now; 'wait' when it is not their turn or the game is over. */
  phase: TurnOptions['phase'];
  options: TurnOptions;
  /** The 48 cells, index = y × 8 + x. */
  cells: CellView[];
  players: PlayerView[];
  round: number;
  redCard: number;
  pile: number;
  decisions: DecisionView[];
  /** The shots on offer from each shooter's cell. */
  shots: Record<number, ShotView[]>;
  lastDraw: string | null;
  lastShot: string | null;
  animation: GoalAnimation | null;
  /** Why a click that is not on a legal target does nothing. */
  idleReason: string;
}

const NO_OPTIONS: TurnOptions = {
  phase: 'wait',
  placements: [],
  sources: [],
  bySource: {},
  byTarget: {},
  decisions: [],
};

const DECISION_LABELS: Partial<Record<WinzardAction['type'], string>> = {
  draw: 'Draw a card',
  skipDraw: 'Skip draw',
  skipShot: 'Skip shot',
};

/**
 * What the board shows to `me`: the server's state plus the rules' legal actions, nothing decided here; `seen` (the
 * computer seats, a replay) words the heading.
 */
export function boardView(served: GameState<WinzardView>, me: Player, seen: BoardSeen = {}): BoardView {
  // Guests read as `Guest 5F2A`; ids, not names, decide everything below.
  const match = withDisplayNames(served);
  const state = match.state;
  const names = new Map(match.score.map((entry) => [entry.player.id, entry.player.name]));
  const players = playerViews(match, me);
  const options = optionsFor(match, me);
  const cells = readCells(state, players);
  const shots: Record<number, ShotView[]> = {};
  for (const source of options.sources) {
    const list = (options.bySource[source] ?? []).filter((choice) => choice.action.type === 'shoot');
    if (list.length > 0) shots[source] = list.map((choice) => shotView(match, choice, players));
  }
  return {
    header: headerOf(match, me, seen, options, players),
    phase: options.phase,
    options,
    cells,
    players,
    round: numberOr(state?.round, 1),
    redCard: numberOr(state?.redCard, 0),
    pile: numberOr(state?.pileSize, 0),
    decisions: options.decisions.map((action) => ({ action, label: DECISION_LABELS[action.type] ?? action.type })),
    shots,
    lastDraw: lastDrawText(state, names),
    lastShot: lastShotText(state?.lastShot, players),
    animation: state?.animation ?? null,
    idleReason: idleReason(match, me, options),
  };
}

function optionsFor(match: GameState<WinzardView>, me: Player): TurnOptions {
  try {
    return turnOptions(match, me.id);
  } catch {
    // A state the rules cannot read offers nothing to click; the board still renders what it can.
    return NO_OPTIONS;
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function zoneOf(index: number): Zone {
  const zones = [ZONES.left, ZONES.right];
  if (zones.some((zone) => zone.ball.includes(index))) return 'ball';
  return zones.some((zone) => zone.keeper.includes(index)) ? 'keeper' : null;
}

function readCells(state: WinzardView | undefined, players: PlayerView[]): CellView[] {
  const court = Array.isArray(state?.unconvertedCourt) ? state.unconvertedCourt : [];
  return Array.from({ length: CELL_COUNT }, (_, index): CellView => {
    const card = court[index];
    const character = card?.character ?? 'Blaze';
    const value = numberOr(card?.value, 1);
    const icon = card?.icon ?? null;
    const side = isPawn(icon ?? undefined) ? pawnSide(icon as Pawn) : null;
    const x = index % COURT_WIDTH;
    const y = Math.floor(index / COURT_WIDTH);
    const owner = side ? players.find((player) => player.side === side) : undefined;
    const zone = zoneOf(index);
    const view: CellView = {
      index,
      x,
      y,
      character,
      value,
      face: faceOf(value),
      icon,
      keeper: isKeeper(icon ?? undefined),
      pawnSide: side,
      half: x < COURT_WIDTH / 2 ? 'left' : 'right',
      zone,
      label: '',
    };
    view.label = cellLabel(view, owner);
    return view;
  });
}

function cellLabel(cell: CellView, owner: PlayerView | undefined): string {
  const parts = [`${cell.character} ${cell.value}, ${cell.face}`];
  if (cell.icon === 'FOOTBALL') parts.push('the ball');
  else if (cell.icon) {
    const whose = owner ? ` (${owner.me ? 'yours' : owner.player.name})` : '';
    parts.push(`${cell.icon}${cell.keeper ? ' goalkeeper' : ''}${whose}`);
  }
  if (cell.zone) parts.push(`${cell.half} ${cell.zone === 'ball' ? 'ball zone' : 'goalkeeper zone'}`);
  return parts.join('; ');
}

function playerViews(match: GameState<WinzardView>, me: Player): PlayerView[] {
  const actions = match.state?.actionsLeft ?? {};
  return match.score.slice(0, 2).map((entry, seat): PlayerView => {
    const side: Side = seat === 0 ? 'left' : 'right';
    return {
      player: entry.player,
      side,
      keeper: PAWNS[side].keeper,
      field: PAWNS[side].field,
      score: entry.score,
      actionsLeft: numberOr(actions[entry.player.id], 0),
      possession: match.state?.possession === entry.player.id,
      toMove: !match.gameOver && match.player?.id === entry.player.id,
      me: entry.player.id === me.id,
    };
  });
}

function shotView(match: GameState<WinzardView>, choice: ActionChoice, players: PlayerView[]): ShotView {
  const action = choice.action as Extract<WinzardAction, { type: 'shoot' }>;
  const path = shotPreview(match, action);
  const icon = match.state.unconvertedCourt?.[action.from]?.icon;
  const shooter = isPawn(icon) ? icon : null;
  const ownGoal =
    path?.kind === 'goal' && match.score[path.mouth === 'left' ? 0 : 1]?.player.id === match.state.possession;
  return {
    direction: action.direction,
    action,
    label: `Shoot ${DIRECTION_NAMES[action.direction]}`,
    path,
    outcome: shotOutcomeText(path, shooter, ownGoal, players),
  };
}

function headerOf(
  match: GameState<WinzardView>,
  me: Player,
  seen: BoardSeen,
  options: TurnOptions,
  players: PlayerView[],
): HeaderView {
  if (match.gameOver) return finishedHeader(match, () => winnerText(players));
  if (!match.player) return { title: 'Waiting for players', detail: null };
  const round = numberOr(match.state?.round, 1);
  const mine = players.find((player) => player.me);
  return turnHeader(match, me, seen, {
    title: `${match.player.name}'s turn · Round ${round}`,
    yourTurn: `Your turn: ${instruction(options, mine)}`,
  });
}

function instruction(options: TurnOptions, mine: PlayerView | undefined): string {
  switch (options.phase) {
    case 'ball':
      return 'place the ball on a glowing centre cell';
    case 'keeper':
      return `place your goalkeeper ${mine?.keeper ?? ''} in your goal area`.replace('  ', ' ');
    case 'act': {
      const left = mine?.actionsLeft ?? 0;
      return `pick a pawn or a card, then where it goes (${left} ${left === 1 ? 'action' : 'actions'} left)`;
    }
    case 'draw':
      return 'draw a card or skip the draw';
    case 'shot':
      return 'shoot, pass or skip the shot';
    default:
      return '';
  }
}

function winnerText(players: PlayerView[]): string {
  if (players.length < 2) return 'No one played';
  const [left, right] = players;
  const score = `${Math.max(left.score, right.score)}–${Math.min(left.score, right.score)}`;
  if (left.score === right.score) return `A draw, ${score}`;
  const winner = left.score > right.score ? left : right;
  return winner.me ? `You win ${score}` : `${winner.player.name} wins ${score}`;
}

function idleReason(match: GameState<WinzardView>, me: Player, options: TurnOptions): string {
  if (match.gameOver) return 'The game is over';
  if (!match.player) return 'The game has not started';
  if (!isSeated(match, me)) return WATCHING_REASON;
  if (match.player.id !== me.id) return 'Not your turn';
  switch (options.phase) {
    case 'ball':
      return 'Place the ball on a glowing cell of your ball zone';
    case 'keeper':
      return 'Place your goalkeeper on a glowing cell of your goal area';
    case 'draw':
      return 'Draw a card or skip the draw first';
    case 'shot':
      return 'Shoot with a button, pass to a glowing cell, or skip the shot';
    default:
      return 'Pick one of your glowing pawns or cards first';
  }
}

function lastDrawText(state: WinzardView | undefined, names: Map<number, string>): string | null {
  const draw = state?.lastDraw;
  if (!draw) return null;
  const drawer = names.get(draw.player) ?? 'A player';
  const effect =
    draw.value >= 9 || draw.value <= 3
      ? [...names].map(([id, name]) => `${name} ${plural(numberOr(draw.actionsLeft?.[id], 0), 'action')}`).join(', ')
      : 'no change';
  return `Round ${draw.round}: ${drawer} drew Blaze ${draw.value} (${draw.face}): ${effect}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
