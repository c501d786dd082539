import {
  diffStates,
  moveText,
  replaySteps,
  viewState,
  type GameDefinition,
  type GameRecord,
  type GameState,
  type MoveEntry,
  type Player,
  type StatePatch,
} from '@tabletop/game-kit';

/** A game's positions as every spectator saw them, and its move list; or why its log would not replay. */
export type PublicReplay =
  | { ok: true; start: GameState; patches: StatePatch[]; moves: MoveEntry[]; last: GameState }
  | { ok: false; problem: string };

/** Who a logged player id is: their seat's player, else the one the game was dealt to. */
function playerLookup(record: GameRecord, seats: readonly Player[]): (id: number) => Player {
  const known = new Map([...record.players, ...seats].map((player) => [player.id, player]));
  return (id) => known.get(id) ?? { id, name: '' };
}

/**
 * Rebuilds a game from its record with its own rules (game-kit's replaySteps, the audit's code path) as the public
 * view (viewer null): the dealt position, the patch from each position to the next, and each move in the game's
 * notation. `seats` name the players as they are now.
 */
export function publicReplay(
  definition: GameDefinition,
  record: GameRecord,
  code: string,
  seats: readonly Player[] = [],
): PublicReplay {
  const playerOf = playerLookup(record, seats);
  const steps = replaySteps(definition, record);
  const patches: StatePatch[] = [];
  const moves: MoveEntry[] = [];
  let start: GameState | undefined;
  let previous: GameState | undefined;
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
  }
}

/** The moves after `after` in the game's notation (the whole game is replayed: each text needs the match before). */
export function movesAfter(
  definition: GameDefinition,
  record: GameRecord,
  after: number,
  seats: readonly Player[] = [],
): { ok: true; moves: MoveEntry[] } | { ok: false; problem: string } {
  const playerOf = playerLookup(record, seats);
  const steps = replaySteps(definition, record);
  const moves: MoveEntry[] = [];
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value.ok ? { ok: true, moves } : refused(step.value.index, step.value.error.message);
    const { version, before, entry } = step.value;
    if (version > after && before && entry)
      moves.push({
        version,
        player: playerOf(entry.playerId),
        text: moveText(definition, before, entry.playerId, entry.action),
      });
  }
}

const refused = (index: number, message: string) =>
  ({ ok: false, problem: `log entry ${index + 1} refused: ${message}` }) as const;
