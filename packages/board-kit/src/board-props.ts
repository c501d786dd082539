import type { ComponentType } from 'react';
import type { GameState, Player } from '@tabletop/game-kit';

/** What an action sent through the shell comes back as. */
export type ActionOutcome = { ok: true } | { ok: false; error: string };

/** The props the shell gives every board: the latest server state, who is looking, and a way to act. */
export interface BoardProps<S = unknown, A = unknown> {
  match: GameState<S>;
  me: Player;
  onAction(action: A): Promise<ActionOutcome>;
  /**
   * The seats the computer plays, by user id (the game's presence reports them): while one is to move, the heading
   * says `Computer is thinking…`. Absent (a board's harness, a server that does not report them): no seat is.
   */
  computers?: readonly number[];
  /**
   * Set when the board shows a position of a finished game's replay: the heading then names the move that led to it
   * and who is to move, and never waits for anyone. Absent: the game is live.
   */
  replay?: ReplayPosition;
}

/** Where a replay stands, for the board's heading. */
export interface ReplayPosition {
  /** The move that led to the position shown, numbered from 1 as the move list numbers it; null at the start. */
  lastMove: { number: number; text: string } | null;
}

/** What a board remote's `./Board` module exports. */
export interface BoardModule {
  default: ComponentType<BoardProps<never, never>>;
}

/** What a board remote's `./HowToPlay` module exports: its `How to play` panel, for the shell's game page. */
export interface HowToPlayModule {
  default: ComponentType<{ open: boolean; onClose(): void }>;
}
