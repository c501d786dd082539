/** The shapes of the game contract (Winzard Football), plus what the rules need to know whose decision is pending. */
import type { KeypadDirection, RandomState } from '@tabletop/game-kit';

export type Character = 'Blaze' | 'Frozt' | 'Rootz' | 'Zapp' | 'Zurf';
export type Icon = 'FOOTBALL' | 'ZAPP' | 'ROOTZ' | 'ZURF' | 'FROZT';
/** A pawn is every icon but the ball. */
export type Pawn = Exclude<Icon, 'FOOTBALL'>;
export type Face = 'Sad' | 'Average' | 'Powerfull';
/** Seat 0 plays the left half, seat 1 the right half. */
export type Side = 'left' | 'right';
/** Phone keypad with y pointing down: 1 up-left, 2 up, 3 up-right, 4 left, 6 right, 7 down-left, 8 down, 9 down-right. */
export type Direction = KeypadDirection;

export interface Cell {
  character: Character;
  value: number;
  /** Absent when the cell holds no icon. */
  icon?: Icon;
}

/**
 * What the player to move (match.player) has to do:
 * - 'ball': place the ball in their ball zone (round 1);
 * - 'keeper': place their goalkeeper in their goalkeeper zone (round 1);
 * - 'act': spend an action (move, swap, tackle);
 * - 'draw': decide whether to draw a card, right after spending their last action;
 * - 'shot': the round is over and they hold the ball: shoot, pass or skip.
 */
export type Phase = 'ball' | 'keeper' | 'act' | 'draw' | 'shot';

/** The last card drawn and what it did, for the board to show. */
export interface LastDraw {
  player: number;
  round: number;
  value: number;
  face: Face;
  /** Everyone's actions left right after the draw took effect. */
  actionsLeft: Record<string, number>;
}

export type ShotOutcome = 'goal' | 'own-goal' | 'saved' | 'blocked' | 'out' | 'pass';

/** The last shot or pass and where the ball went. */
export interface ShotRecord {
  player: number;
  shooter: Pawn;
  /** Where the ball started. */
  from: number;
  /** The cells the ball entered, in order (for a pass: just the landing cell). */
  path: number[];
  outcome: ShotOutcome;
  /** Where the ball rests now; null after a goal (the court was re-dealt or the game ended). */
  at: number | null;
  /** The pawn that saved or blocked the shot, when one did. */
  stoppedBy?: Pawn;
}

/** Set by a goal and cleared by the next action: the board dances for `durationMs` before showing the new court. */
export interface GoalAnimation {
  name: 'dance';
  durationMs: 2500;
  /** 1 for the first goal of the match, 2 for the second…: tells one goal's animation from the next. */
  goal: number;
  /** The player credited with the goal. */
  scorer: number;
  shooter: Pawn;
  ownGoal: boolean;
  /** The goal mouth the ball went into. */
  mouth: Side;
  from: number;
  path: number[];
}

export interface WinzardState {
  /** 48 cells, index = y × 8 + x. */
  unconvertedCourt: Cell[];
  /** The draw pile, top first: values of Blaze cards. */
  drawValues: number[];
  round: number;
  /** Keyed by player id. */
  actionsLeft: Record<string, number>;
  /** Cards drawn this round (every drawn card is a red Blaze). */
  redCard: number;
  /** The pawn that shot or passed at the end of the last round; null when it ended without one, and after a goal. */
  shooter: Pawn | null;
  /** The seeded generator (game-kit random.ts) that deals and reshuffles. */
  random: RandomState;
  /** The player id in possession of the ball. */
  possession: number;
  /** The player id who kicked off (placed the ball) in the current deal. */
  kickOff: number;
  phase: Phase;
  /** Player ids who have had their draw decision this round. */
  drawn: number[];
  lastDraw: LastDraw | null;
  lastShot: ShotRecord | null;
  animation: GoalAnimation | null;
}

/** What the seats and spectators may know: the state less the draw pile's order and the generator's state. */
export type WinzardPublicState = Omit<WinzardState, 'drawValues' | 'random'>;

/**
 * What every seat and every spectator is sent (`game.view`): the public state plus the draw pile's size. The pile's
 * order and the generator decide every later draw and deal, so they never leave the server.
 */
export interface WinzardView extends WinzardPublicState {
  /** How many cards are in the draw pile. */
  pileSize: number;
}

/** Cells are indexes 0..47 (y × 8 + x). */
export type WinzardAction =
  | { type: 'placeBall'; cell: number }
  | { type: 'placeKeeper'; cell: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'swap'; from: number; to: number }
  | { type: 'tackle'; from: number; to: number }
  | { type: 'draw' }
  | { type: 'skipDraw' }
  | { type: 'shoot'; from: number; direction: Direction }
  | { type: 'pass'; from: number; to: number }
  | { type: 'skipShot' };

export type ActionType = WinzardAction['type'];
