import {
  moveText,
  viewState,
  type GameDefinition,
  type GameState,
  type MoveEntry,
  type Player,
} from '@tabletop/game-kit';
import { diffStates, replaySteps, type GameRecord, type StatePatch } from '@tabletop/protocol';
import { runToEnd } from './in-slices';

/** A game's positions as every spectator saw them, and its move list; or why its log would not replay. */
export type PublicReplay =
  | { ok: true; start: GameState; patches: StatePatch[]; moves: MoveEntry[]; last: GameState }
  | { ok: false; problem: string };

/** Who a logged player id is: their seat's player, else the one the game was dealt to. */
export function playerLookup(dealt: readonly Player[], seats: readonly Player[]): (id: number) => Player {
  const known = new Map([...dealt, ...seats].map((player) => [player.id, player]));
  return (id) => known.get(id) ?? { id, name: '' };
}

/**
 * Rebuilds a game from its record with its own rules (game-kit's replaySteps, the audit's code path) as the public
 * view (viewer null): the dealt position, the patch from each position to the next, and each move in the game's
 * notation. `seats` name the players as they are now. One position per step, so a caller may pause between them
 * (runInSlices); rules that throw make the answer a problem, like a log they refuse.
 */
export function* publicReplaySteps(
  definition: GameDefinition,
  record: GameRecord,
  code: string,
  seats: readonly Player[] = [],
): Generator<void, PublicReplay, undefined> {
  const playerOf = playerLookup(record.players, seats);
  const patches: StatePatch[] = [];
  const moves: MoveEntry[] = [];
  let start: GameState | undefined;
  let previous: GameState | undefined;
  try {
    const steps = replaySteps(definition, record);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        if (!step.value.ok) return refused(step.value.index, step.value.error.message);
        return { ok: true, start: start!, patches, moves, last: previous! };
      }
      const { version, before, entry, match } = step.value;
      // A replay shows positions, not live time: its states carry no clock.
      const state = viewState(definition, { ...match, code, version, clock: null }, null);
      if (previous && before && entry) {
        patches.push(diffStates(previous, state));
        moves.push({
          version,
          player: playerOf(entry.playerId),
          text: moveText(definition, before, entry.playerId, entry.action),
        });
      } else start = state;
      previous = state;
      yield;
    }
  } catch (error) {
    return { ok: false, problem: `the rules threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** publicReplaySteps run to the end at once. */
export function publicReplay(
  definition: GameDefinition,
  record: GameRecord,
  code: string,
  seats: readonly Player[] = [],
): PublicReplay {
  return runToEnd(publicReplaySteps(definition, record, code, seats));
}

const refused = (index: number, message: string) =>
  ({ ok: false, problem: `log entry ${index + 1} refused: ${message}` }) as const;
