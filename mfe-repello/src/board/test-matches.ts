import type { GameState, Player } from '@tabletop/game-kit';
import { playActions as playAll } from '@tabletop/game-kit/testing';
import { game, matchFromPosition, parsePosition, type RepelloAction, type RepelloState } from '../rules';

export const ALICE: Player = { id: 1, name: 'Alice' };
export const BOB: Player = { id: 2, name: 'Bob' };
export const CLEO: Player = { id: 3, name: 'Cleo' };
const PLAYERS = [ALICE, BOB, CLEO];

export function freshMatch(players = 2): GameState<RepelloState> {
  return { ...game.setup(PLAYERS.slice(0, players)), code: 'ABCD', version: 0 };
}

/** Plays the actions in order through the real rules, each by the player to move, failing loudly on an illegal one. */
export function playActions(actions: RepelloAction[], from = freshMatch()): GameState<RepelloState> {
  return playAll(game, from, actions);
}

/** A match from the rules' 13×13 notation (see rules/notation.ts), seat 1 Alice, seat 2 Bob, seat 3 Cleo. */
export function matchFromNotation(text: string): GameState<RepelloState> {
  const position = parsePosition(text);
  return { ...matchFromPosition(PLAYERS.slice(0, position.seats.length), position), code: 'ABCD', version: 7 };
}

export const PLACE_ALICE = { type: 'place', x: 3, y: 6 } as const;
export const PLACE_BOB = { type: 'place', x: 9, y: 6 } as const;
/** Alice from (3,6) up-right: six squares to (9,0). */
export const ALICE_UP_RIGHT = { type: 'move', direction: 3 } as const;
/** Bob from (9,6) up: five squares to (9,1), right below Alice, and he must repel. */
export const BOB_UP = { type: 'move', direction: 2 } as const;

/** Bob to repel: his stack at (9,1) under Alice's at (9,0), which he can push off the top edge. */
export function bobRepels(): GameState<RepelloState> {
  return playActions([PLACE_ALICE, PLACE_BOB, ALICE_UP_RIGHT, BOB_UP]);
}

const EMPTY_ROWS = Array.from({ length: 13 }, () => '. . . . . . . . . . . . .');

/** Rows of the notation with the given lines replaced (row index → row text). */
export function rows(replaced: Record<number, string>): string {
  return EMPTY_ROWS.map((row, y) => replaced[y] ?? row).join('\n');
}
