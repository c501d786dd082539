import type { GameState, Match, Player } from '@tabletop/game-kit';
import { applyStatePatch, diffStates } from '@tabletop/protocol';
import { playGame } from '@tabletop/game-kit/testing';
import { game, type TttAction, type TttState } from '@tabletop/super-tic-tac-toe/rules';

// Guests are named by a UUID: the longest names a typical game has; accounts have usernames like these.
const ALICE: Player = { id: 101, name: '0b6f3c52-5c0e-4a43-a1c9-2f0e8f6f5a11' };
const BOB: Player = { id: 102, name: '7d1e9a40-93b4-4f3e-8d6b-4c55e2a9b0c7' };
const USERS: Player[] = [
  { id: 1201, name: 'alice' },
  { id: 1202, name: 'bobby_tables' },
];
const GAMES = 100;
// The server broadcasts one patch per move: a Super Tic-Tac-Toe move's patch aims at 200 bytes on the wire.
const TARGET_BYTES = 200;

const asState = (match: Match<TttState>, version: number): GameState => ({ ...match, code: 'AB12', version });

describe('state patches of Super Tic-Tac-Toe moves', () => {
  it.each([
    ['guests (UUID names)', [ALICE, BOB]],
    ['accounts (usernames)', USERS],
  ])('turn each state into the next, and stay small on the wire: %s', (who, players) => {
    const sizes: number[] = [];
    let largest = '';
    for (let g = 0; g < GAMES; g++) {
      playGame(game, players, {
        seed: `patch-size-${g}`,
        maxActions: 400,
        onStep: ({ match, next, index }) => {
          const before = asState(match, index);
          const after = asState(next, index + 1);
          const wire = JSON.stringify(diffStates(before, after));
          expect(applyStatePatch(before, JSON.parse(wire))).toEqual(after);
          sizes.push(Buffer.byteLength(wire));
          if (wire.length > largest.length) largest = wire;
        },
      });
    }
    sizes.sort((a, b) => a - b);
    const at = (q: number) => sizes[Math.min(sizes.length - 1, Math.floor(q * sizes.length))];
    const over = sizes.filter((size) => size > TARGET_BYTES).length;
    console.log(
      `STTT move patch bytes, ${who}, over ${sizes.length} moves of ${GAMES} random games: ` +
        `min ${sizes[0]}, median ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${sizes[sizes.length - 1]}; ` +
        `${over} over ${TARGET_BYTES}; the largest: ${largest}`,
    );
    // Seeded games: the same sizes every run, so this guards the format against growing.
    expect(at(0.95)).toBeLessThanOrEqual(TARGET_BYTES);
  });

  it('is one example: the first move of a game', () => {
    const start = asState(game.setup([ALICE, BOB]), 0);
    const result = game.apply(start as Match<TttState>, ALICE.id, { board: 4, cell: 4 } satisfies TttAction);
    if (!result.ok) throw new Error(result.error.message);
    const patch = diffStates(start, asState(result.match, 1));
    console.log(`First move patch: ${JSON.stringify(patch)}`);
    expect(applyStatePatch(start, patch)).toEqual(asState(result.match, 1));
  });
});
