import fc from 'fast-check';
import { sameJson, type Match, type Player } from '@tabletop/game-kit';
import { check, playGame, type Step } from '@tabletop/game-kit/testing';
import {
  DIRECTIONS,
  DIRECTION_VECTORS,
  MAX_REPELS_PER_TURN,
  game,
  squareValue,
  type Direction,
  type Repeller,
  type RepelloAction,
  type RepelloState,
} from './index';
import { PLAYERS } from './test-support/positions';

// Random games measured here end within ~500 actions (median 170 / 240 / 320 for 2 / 3 / 4 players); every
// turn spends a value or follows a capture that did, and a turn holds at most 200 repels.
const MAX_ACTIONS = 5000;

function playRandomGame(players: Player[], seed: string, onStep?: (step: Step<RepelloState, RepelloAction>) => void) {
  return playGame(game, players, { seed, maxActions: MAX_ACTIONS, onStep });
}

/** What the board shows: every piece on it by square and colour. */
function boardOf(repellers: readonly Pick<Repeller, 'x' | 'y' | 'color'>[]): string {
  const shown = repellers.filter((piece) => piece.x !== null).map(({ x, y, color }) => `${x},${y} ${color}`);
  return shown.sort().join('; ');
}

/** The boards reached in the current turn (after its move or placement, and after each push) and its pushes. */
class TurnLog {
  readonly boards = new Set<string>();
  pushes = 0;

  /** Logs an applied action; returns whether it brought back a board already reached this turn. */
  record({ chosen, next }: Pick<Step<RepelloState, RepelloAction>, 'chosen' | 'next'>): boolean {
    if (chosen.type === 'repel') this.pushes++;
    else {
      this.boards.clear();
      this.pushes = 0;
    }
    const board = boardOf(next.state.repellers);
    const repeated = this.boards.has(board);
    this.boards.add(board);
    return repeated;
  }
}

/**
 * The direction lists recomputed straight from the rules text, square by square; `reached` holds the boards of this
 * turn, which no push may bring back.
 */
function bruteForceDirections(
  match: Match<RepelloState>,
  reached: ReadonlySet<string>,
): Map<string, { movable: Direction[]; repellable: Direction[] }> {
  const lists = new Map<string, { movable: Direction[]; repellable: Direction[] }>();
  const onBoard = (x: number, y: number) => x >= 0 && x <= 12 && y >= 0 && y <= 12;
  const occupied = (x: number, y: number) => match.state.repellers.some((piece) => piece.x === x && piece.y === y);
  const mover = match.player?.id;
  for (const piece of match.state.repellers) lists.set(piece.id, { movable: [], repellable: [] });
  if (match.gameOver || mover === undefined) return lists;
  const stack = match.state.repellers.find((piece) => piece.owner === mover);
  if (!stack || stack.x === null || stack.y === null) return lists;

  if (!match.state.moved) {
    const { x: sx, y: sy } = stack as { x: number; y: number };
    for (const d of DIRECTIONS) {
      let { dx, dy } = DIRECTION_VECTORS[d];
      if (!onBoard(sx + dx, sy + dy) || stack.value <= 0) continue;
      let [x, y] = [sx, sy];
      let clear = true;
      const length = squareValue(sx + dx, sy + dy);
      for (let step = 0; step < length; step++) {
        if (!onBoard(x + dx, y)) dx = -dx;
        if (!onBoard(x, y + dy)) dy = -dy;
        x += dx;
        y += dy;
        if ((x === sx && y === sy) || occupied(x, y)) clear = false;
      }
      if (clear) lists.get(stack.id)?.movable.push(d);
    }
    return lists;
  }
  for (const piece of match.state.repellers) {
    if (piece.x === null || piece.y === null) continue;
    for (const d of DIRECTIONS) {
      const { dx, dy } = DIRECTION_VECTORS[d];
      if (!occupied(piece.x - dx, piece.y - dy)) continue;
      const [x, y] = [piece.x + dx, piece.y + dy];
      const off = !onBoard(x, y);
      if (off ? piece.owner === mover : occupied(x, y)) continue;
      const after = match.state.repellers.map((other) => (other === piece ? { ...other, x, y } : other));
      if (off || !reached.has(boardOf(after))) lists.get(piece.id)?.repellable.push(d);
    }
  }
  return lists;
}

function checkStep(match: Match<RepelloState>, reached: ReadonlySet<string> = new Set()): void {
  const where = () => JSON.stringify(match.state);
  const { repellers } = match.state;
  const indexes = repellers.map((piece) => Number(piece.id.replace('repellers.', '')));
  check(
    indexes.every((index, i) => i === 0 || indexes[i - 1] < index),
    () => `ids not unique and sorted: ${where()}`,
  );
  const squares = repellers.filter((piece) => piece.x !== null).map((piece) => `${piece.x},${piece.y}`);
  check(new Set(squares).size === squares.length, () => `two pieces share a square: ${where()}`);
  check(
    repellers.every((piece) => piece.value >= 0),
    () => `negative value: ${where()}`,
  );
  check(
    repellers.every((piece) => (piece.owner === undefined ? piece.x !== null : true)),
    () => `neutral piece off the board: ${where()}`,
  );
  match.score.forEach(({ player, score }) => {
    const stack = repellers.find((piece) => piece.owner === player.id);
    const points = stack?.points ?? { black: 0, silver: 0, gold: 0 };
    check(
      score === points.black + 3 * points.silver + 5 * points.gold,
      () => `score of ${player.id} ≠ points: ${where()}`,
    );
  });
  const expected = bruteForceDirections(match, reached);
  for (const piece of repellers) {
    const lists = expected.get(piece.id) as { movable: Direction[]; repellable: Direction[] };
    check(sameJson(piece.movableDirections, lists.movable), () => `movable of ${piece.id} wrong: ${where()}`);
    check(sameJson(piece.repellableDirections, lists.repellable), () => `repellable of ${piece.id} wrong: ${where()}`);
  }
}

const seeds = fc.string({ minLength: 1, maxLength: 12 });
const playerCounts = fc.integer({ min: 2, max: 4 });

describe('random legal games', () => {
  it('end within the bound with scores equal to the points, and every direction list matching a brute force', () => {
    fc.assert(
      fc.property(playerCounts, seeds, (count, seed) => {
        const players = PLAYERS.slice(0, count);
        const turn = new TurnLog();
        const { end, actions } = playRandomGame(players, seed, ({ match, mover, legal, chosen, next }) => {
          checkStep(match, turn.boards);
          turn.record({ chosen, next });
          for (const other of players) {
            if (other.id !== mover.id)
              check(game.legalActions(match, other.id).length === 0, () => 'waiting player acts');
          }
          const moves = legal.filter((action) => action.type === 'move');
          const stack = match.state.repellers.find((piece: Repeller) => piece.owner === mover.id);
          check(
            sameJson(
              moves.map((action) => action.direction),
              stack?.movableDirections ?? [],
            ),
            () => 'moves ≠ list',
          );
        });
        expect(actions.length).toBeLessThan(MAX_ACTIONS);
        expect(end).toMatchObject({ gameOver: true, player: null });
        checkStep(end);
        // The game ends when nobody has value left, or (rarely) when nobody with value can act.
        const stacks = end.state.repellers.filter((piece) => piece.owner !== undefined);
        expect(stacks).toHaveLength(count);
        for (const player of players) {
          expect(game.legalActions(end, player.id)).toEqual([]);
          expect(game.apply(end, player.id, { type: 'pass' })).toMatchObject({
            ok: false,
            error: { code: 'game-over' },
          });
        }
      }),
      { numRuns: 36 },
    );
  });

  it('never push back to a board reached earlier in the turn, and end every turn within the push limit', () => {
    fc.assert(
      fc.property(playerCounts, seeds, (count, seed) => {
        const turn = new TurnLog();
        playRandomGame(PLAYERS.slice(0, count), seed, ({ match, legal, chosen, next }) => {
          const where = () => `${JSON.stringify(chosen)} in ${JSON.stringify(match.state)}`;
          // A turn that is resolving repels always has a push left: with none, it has passed.
          if (match.state.moved)
            check(
              legal.every((action) => action.type === 'repel'),
              () => `no push: ${where()}`,
            );
          check(!turn.record({ chosen, next }), () => `a board came back within the turn: ${where()}`);
          check(turn.pushes <= MAX_REPELS_PER_TURN, () => `more pushes than the limit: ${where()}`);
        });
      }),
      { numRuns: 24 },
    );
  });

  it('accept every listed action, leave their inputs unchanged and are deterministic', () => {
    fc.assert(
      fc.property(playerCounts, seeds, (count, seed) => {
        playRandomGame(PLAYERS.slice(0, count), seed, ({ match, mover, legal, index }) => {
          if (index % 10 !== 0) return;
          const before = JSON.stringify(match);
          const copy = structuredClone(match);
          for (const action of legal) {
            const result = game.apply(match, mover.id, action);
            check(result.ok, () => `listed ${JSON.stringify(action)} refused in ${before}`);
            const again = JSON.stringify(game.apply(copy, mover.id, { ...action }));
            check(again === JSON.stringify(result), () => `apply gave two answers for ${JSON.stringify(action)}`);
          }
          check(JSON.stringify(match) === before, () => 'apply changed its input');
        });
      }),
      { numRuns: 15 },
    );
  });

  it('reject garbage and every unlisted action without throwing, agreeing with the list on any value', () => {
    const garbage = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withBigInt: true }),
      fc.record({
        type: fc.constantFrom('place', 'move', 'repel', 'pass', 'jump'),
        x: fc.integer({ min: -1, max: 13 }),
        y: fc.nat(12),
      }),
      fc.record({ type: fc.constant('move'), direction: fc.integer({ min: 0, max: 10 }) }),
      fc.record({ type: fc.constant('repel'), id: fc.string(), direction: fc.integer({ min: 0, max: 10 }) }),
      fc.record({ type: fc.constant('pass'), extra: fc.anything() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(playerCounts, seeds, fc.array(garbage, { minLength: 1, maxLength: 4 }), (count, seed, candidates) => {
        playRandomGame(PLAYERS.slice(0, count), seed, ({ match, mover, legal, chosen, index }) => {
          const before = JSON.stringify(match);
          const near: unknown[] = [{ ...chosen, extra: 1 }, { type: 'pass' }];
          if (index % 20 === 0) {
            for (const d of [0, ...DIRECTIONS, 5]) {
              near.push({ type: 'move', direction: d });
              for (const piece of match.state.repellers) near.push({ type: 'repel', id: piece.id, direction: d });
            }
            for (let x = 2; x <= 10; x++) for (const y of [2, 3, 6, 9]) near.push({ type: 'place', x, y });
          }
          for (const candidate of [...candidates, ...near]) {
            const listed = legal.some((action) => sameJson(action, candidate));
            const result = game.apply(match, mover.id, candidate as RepelloAction);
            check(result.ok === listed, () => `apply and the list disagree on ${fc.stringify(candidate)}`);
            if (!result.ok) check(['illegal', 'malformed'].includes(result.error.code), () => 'unexpected code');
          }
          check(JSON.stringify(match) === before, () => 'apply changed its input');
        });
      }),
      { numRuns: 12 },
    );
  });
});
