import { localMatch } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { playActions } from '@tabletop/game-kit/testing';
import { game, type RaceState } from '../rules';

export const ALICE: Player = { id: 1, name: 'Alice' };
export const BOB: Player = { id: 2, name: 'Bob' };

export const freshMatch = (): GameState<RaceState> => localMatch(game, [ALICE, BOB]);

/** The match after these steps, each by the player to move, through the real rules. */
export const afterSteps = (...steps: number[]): GameState<RaceState> =>
  playActions(
    game,
    freshMatch(),
    steps.map((add) => ({ add })),
  );
