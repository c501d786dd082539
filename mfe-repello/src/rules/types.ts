/** The shapes of the game contract (Repello), plus what a turn's repels must remember: their count and positions. */
import type { KeypadDirection } from '@tabletop/game-kit';

/** Phone keypad with y pointing down: 1 up-left, 2 up, 3 up-right, 4 left, 6 right, 7 down-left, 8 down, 9 down-right. */
export type Direction = KeypadDirection;

export type NeutralColor = 'black' | 'silver' | 'gold';
export type StackColor = 'darkred' | 'blue' | 'green' | 'yellow';
export type RepellerColor = NeutralColor | StackColor;

export interface Points {
  black: number;
  silver: number;
  gold: number;
}

export interface Repeller {
  /** 'repellers.<index>': 0..8 the initial pieces, then stacks in seat order, then dropped blacks. */
  id: string;
  color: RepellerColor;
  /** null while a stack is captured (off the board). */
  x: number | null;
  y: number | null;
  /** Neutral: 1 / 3 / 5; stack: repellers left in it. */
  value: number;
  /** Player id, on stacks only (absent on neutral pieces). */
  owner?: number;
  /** The directions this piece may be repelled in right now by the player to move (see RULES.md). */
  repellableDirections: Direction[];
  /** The directions this stack may move in right now; [] on every other piece. */
  movableDirections: Direction[];
  points: Points;
}

export interface RepelloState {
  /** Always sorted by id index. */
  repellers: Repeller[];
  /** The player to move has moved (or placed) and is resolving repels. */
  moved: boolean;
  round: number;
  /**
   * Not in contract.md: repels made so far in the current turn, absent when none. The turn passes after 200
   * (rules.md's safety net), and a pure rules module can only count them in the state.
   */
  repelCount?: number;
  /**
   * Not in contract.md: the positions reached earlier in the current turn that a push could still return to, oldest
   * first, as keys (see repetition.ts); absent when there are none. A push may not repeat one of them.
   */
  reached?: string[];
}

export type RepelloAction =
  | { type: 'place'; x: number; y: number }
  | { type: 'move'; direction: Direction }
  | { type: 'repel'; id: string; direction: Direction }
  | { type: 'pass' };

export interface Square {
  x: number;
  y: number;
}
