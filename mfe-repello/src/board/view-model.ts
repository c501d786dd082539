import { squareName, withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import { finishedHeader, isSeated, turnHeader, WATCHING_REASON, type BoardSeen } from '@tabletop/board-kit';
import {
  BOARD_SIZE,
  DIRECTION_VECTORS,
  SEAT_COLORS,
  isOnBoard,
  squareKind,
  squareValue,
  stackSize,
  turnOptions,
  type Direction,
  type MoveOption,
  type Points,
  type Repeller,
  type RepellerColor,
  type RepelloState,
  type Square,
  type SquareKind,
  type StackColor,
  type TurnOptions,
} from '../rules';
import { STACK_PAINT } from './colors';

export interface PieceView {
  id: string;
  color: RepellerColor;
  x: number;
  y: number;
  /** A stack's repellers left; a neutral piece's points. */
  value: number;
  /** Set on stacks only. */
  owner: Player | null;
  mine: boolean;
  /** What a screen reader hears about it: `Black piece`, `Bob's blue stack, 12 left`. */
  label: string;
}

export interface SquareView extends Square {
  value: number;
  kind: SquareKind;
  piece: PieceView | null;
}

export interface PlayerView {
  player: Player;
  color: StackColor;
  /** Repellers left in the stack (the full stack before it is placed). */
  value: number;
  status: 'not placed' | 'on the board' | 'captured';
  points: Points;
  toMove: boolean;
  me: boolean;
}

export interface HeaderView {
  title: string;
  detail: string | null;
}

export interface RepelView {
  piece: PieceView;
  directions: Direction[];
}

export interface BoardView {
  header: HeaderView;
  /** What the viewer does now; 'wait' when it is not their turn or the game is over. */
  phase: TurnOptions['phase'];
  /** The 169 squares, row by row. */
  squares: SquareView[];
  /** The pieces on the board, in list order (captured stacks are not on it). */
  pieces: PieceView[];
  placements: Square[];
  /** The viewer's stack while they move it. */
  stack: PieceView | null;
  moves: MoveOption[];
  repels: RepelView[];
  /** `pass` is the viewer's only legal action. */
  mustPass: boolean;
  players: PlayerView[];
  /** Why a click that is not on a legal target does nothing. */
  idleReason: string;
}

const NO_OPTIONS: TurnOptions = { phase: 'wait', placements: [], moves: [], repels: [], mustPass: false };
const NO_POINTS: Points = { black: 0, silver: 0, gold: 0 };

/**
 * What the board shows to `me`: the server's state plus the rules' legal actions, nothing decided here; `seen` (the
 * computer seats, a replay) words the heading.
 */
export function boardView(served: GameState<RepelloState>, me: Player, seen: BoardSeen = {}): BoardView {
  // Guests read as `Guest 5F2A`; ids, not names, decide everything below.
  const match = withDisplayNames(served);
  const names = new Map(match.score.map((entry) => [entry.player.id, entry.player]));
  const repellers = readRepellers(match.state);
  const pieces = repellers.filter(isPlaced).map((piece) => pieceView(piece, names, me));
  const bySquare = new Map(pieces.map((piece) => [key(piece.x, piece.y), piece]));
  const squares = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, (_, i): SquareView => {
    const x = i % BOARD_SIZE;
    const y = Math.floor(i / BOARD_SIZE);
    return { x, y, value: squareValue(x, y), kind: squareKind(x, y), piece: bySquare.get(key(x, y)) ?? null };
  });
  const options = optionsFor(match, me);
  const pieceById = new Map(pieces.map((piece) => [piece.id, piece]));
  const repels = options.repels.flatMap(({ id, directions }) => {
    const piece = pieceById.get(id);
    return piece ? [{ piece, directions }] : [];
  });
  const stack = options.phase === 'move' ? (pieces.find((piece) => piece.owner?.id === me.id) ?? null) : null;
  const players = playerViews(match, repellers, me);
  return {
    header: headerOf(match, me, seen, options, players),
    phase: options.phase,
    squares,
    pieces,
    placements: options.placements,
    stack,
    moves: stack ? options.moves : [],
    repels,
    mustPass: options.mustPass,
    players,
    idleReason: idleReason(match, me, options),
  };
}

export function key(x: number, y: number): string {
  return `${x},${y}`;
}

/** A piece and its square, named as in the move list: `Black piece on h6`, `Your stack on j2`, `Bob's stack on c3`. */
export function pieceOnSquare(piece: PieceView): string {
  const name = piece.owner
    ? `${piece.mine ? 'Your' : `${piece.owner.name}'s`} stack`
    : `${capitalise(piece.color)} piece`;
  return `${name} on ${squareName(piece.x, piece.y)}`;
}

/** The square a push in `direction` sends the piece to, or null when it leaves the board. */
export function pushTarget(piece: Square, direction: Direction): Square | null {
  const x = piece.x + DIRECTION_VECTORS[direction].dx;
  const y = piece.y + DIRECTION_VECTORS[direction].dy;
  return isOnBoard(x, y) ? { x, y } : null;
}

function optionsFor(match: GameState<RepelloState>, me: Player): TurnOptions {
  try {
    return turnOptions(match, me.id);
  } catch {
    // A state the rules cannot read offers nothing to click; the board still renders what it can.
    return NO_OPTIONS;
  }
}

function readRepellers(state: RepelloState | undefined): Repeller[] {
  return Array.isArray(state?.repellers) ? state.repellers.filter((piece) => piece && typeof piece === 'object') : [];
}

function isPlaced(piece: Repeller): piece is Repeller & Square {
  return typeof piece.x === 'number' && typeof piece.y === 'number' && isOnBoard(piece.x, piece.y);
}

function pieceView(piece: Repeller & Square, names: Map<number, Player>, me: Player): PieceView {
  const owner = piece.owner === undefined ? null : (names.get(piece.owner) ?? { id: piece.owner, name: 'A player' });
  const mine = owner?.id === me.id;
  const label = owner
    ? `${mine ? 'Your' : `${owner.name}'s`} ${STACK_PAINT[piece.color as StackColor]?.name ?? piece.color} stack, ${piece.value} left`
    : `${capitalise(piece.color)} piece`;
  return { id: piece.id, color: piece.color, x: piece.x, y: piece.y, value: piece.value, owner, mine, label };
}

function playerViews(match: GameState<RepelloState>, repellers: Repeller[], me: Player): PlayerView[] {
  return match.score.map((entry, seat): PlayerView => {
    const stack = repellers.find((piece) => piece.owner === entry.player.id);
    const status = !stack ? 'not placed' : isPlaced(stack) ? 'on the board' : 'captured';
    return {
      player: entry.player,
      color: (stack?.color as StackColor | undefined) ?? SEAT_COLORS[seat] ?? 'yellow',
      value: stack?.value ?? stackSize(match.score.length),
      status,
      points: stack?.points ?? NO_POINTS,
      toMove: !match.gameOver && match.player?.id === entry.player.id,
      me: entry.player.id === me.id,
    };
  });
}

function headerOf(
  match: GameState<RepelloState>,
  me: Player,
  seen: BoardSeen,
  options: TurnOptions,
  players: PlayerView[],
): HeaderView {
  if (match.gameOver) return finishedHeader(match, () => winnersText(match, me));
  if (!match.player) return { title: 'Waiting for players', detail: null };
  const round = typeof match.state?.round === 'number' ? match.state.round : 1;
  return turnHeader(match, me, seen, {
    title: `${match.player.name}'s turn · Round ${round}`,
    yourTurn: `Your turn: ${instruction(
      options,
      players.find((player) => player.me),
    )}`,
  });
}

function instruction(options: TurnOptions, mine: PlayerView | undefined): string {
  if (options.mustPass) return 'no legal move, press Pass';
  if (options.phase === 'place') {
    return mine?.status === 'captured'
      ? 're-enter your stack on a free green square'
      : 'place your stack on a free green square';
  }
  if (options.phase === 'move') return 'move your stack (pick a highlighted square or a direction)';
  return 'repel (pick a highlighted piece, then a direction)';
}

function winnersText(match: GameState<RepelloState>, me: Player): string {
  if (match.score.length === 0) return 'No one played';
  const best = Math.max(...match.score.map((entry) => entry.score));
  const winners = match.score.filter((entry) => entry.score === best).map((entry) => entry.player);
  const points = `${best} ${best === 1 ? 'point' : 'points'}`;
  if (winners.length === 1) {
    return winners[0].id === me.id ? `You win with ${points}` : `${winners[0].name} wins with ${points}`;
  }
  const names = winners.map((player) => (player.id === me.id ? 'you' : player.name));
  return `${capitalise(`${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)} share the win with ${points}`;
}

function idleReason(match: GameState<RepelloState>, me: Player, options: TurnOptions): string {
  if (match.gameOver) return 'The game is over';
  if (!match.player) return 'The game has not started';
  if (!isSeated(match, me)) return WATCHING_REASON;
  if (match.player.id !== me.id) return 'Not your turn';
  if (options.mustPass) return 'No legal move: press Pass';
  if (options.phase === 'place') return 'Place your stack on a free green square';
  if (options.phase === 'move') return 'Move your stack: pick a highlighted square or a direction';
  return 'Pick a highlighted piece to repel';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
