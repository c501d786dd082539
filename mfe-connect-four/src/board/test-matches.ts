import { localMatch } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { playActions } from '@tabletop/game-kit/testing';
import { game, type C4State } from '../rules';

export const ROSA: Player = { id: 1, name: 'Rosa' };
export const YURI: Player = { id: 2, name: 'Yuri' };

export const freshMatch = (): GameState<C4State> => localMatch(game, [ROSA, YURI]);

/** Drops discs in these columns in turn through the real rules, failing loudly on an illegal one. */
export const playColumns = (columns: number[], from: GameState<C4State> = freshMatch()): GameState<C4State> =>
  playActions(
    game,
    from,
    columns.map((column) => ({ column })),
  );
