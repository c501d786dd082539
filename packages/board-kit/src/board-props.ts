import type { ComponentType } from 'react';
import type { GameState, Player } from '@tabletop/game-kit';

/** What an action sent through the shell comes back as. */
export type ActionOutcome = { ok: true } | { ok: false; error: string };

/** The props the shell gives every board: the latest server state, who is looking, and a way to act. */
export interface BoardProps<S = unknown, A = unknown> {
  match: GameState<S>;
  me: Player;
  onAction(action: A): Promise<ActionOutcome>;
}

/** What a board remote's `./Board` module exports. */
export interface BoardModule {
  default: ComponentType<BoardProps<never, never>>;
}

/** What a board remote's `./HowToPlay` module exports: its `How to play` panel, for the shell's game page. */
export interface HowToPlayModule {
  default: ComponentType<{ open: boolean; onClose(): void }>;
}
