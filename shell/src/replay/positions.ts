import type { GameState } from '@tabletop/game-kit';
import { applyStatePatch, type StatePatch } from '@tabletop/protocol';

/** Every position of a replay, the start first: built once, so stepping back and forth costs nothing. */
export function replayPositions(start: GameState, patches: readonly StatePatch[]): GameState[] {
  const positions = [start];
  for (const patch of patches) positions.push(applyStatePatch(positions[positions.length - 1], patch));
  return positions;
}
