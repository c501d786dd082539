import { viewState, type GameState, type Player } from '@tabletop/game-kit';
import { playActions } from '@tabletop/game-kit/testing';
import { game, parseMatch, type WinzardAction, type WinzardState, type WinzardView } from '../rules';

/** Helpers for the board's tests. Alice (id 1) plays the left half, Bob (id 2) the right. */
export const ALICE: Player = { id: 1, name: 'Alice' };
export const BOB: Player = { id: 2, name: 'Bob' };
export const PLAYERS = [ALICE, BOB];

export const at = (x: number, y: number): number => y * 8 + x;

export function freshMatch(seed = 'board-tests'): GameState<WinzardState> {
  return { ...game.setup(PLAYERS, seed), code: 'TEST', version: 0 };
}

/** A match from the rules' notation: a header and the cells that matter over filler cards (`{ 19: 'B8*' }`). */
export function matchOf(header: string, cells: Record<number, string> = {}, version = 3): GameState<WinzardState> {
  const rows = Array.from({ length: 6 }, (_, y) =>
    Array.from({ length: 8 }, (_, x) => cells[at(x, y)] ?? '.').join(' '),
  );
  return { ...parseMatch(`${header}\n${rows.join('\n')}\n`, PLAYERS), code: 'TEST', version };
}

/** What the server sends a seat of this match: its view, without the pile's order or the generator. */
export function seen(match: GameState<WinzardState>): GameState<WinzardView> {
  return viewState(game, match, null) as GameState<WinzardView>;
}

/** Applies actions that must be accepted, each by the player to move. */
export function playAll(match: GameState<WinzardState>, actions: WinzardAction[]): GameState<WinzardState> {
  return playActions(game, match, actions);
}

/** Round 2, Alice to act: the ball on (3,2), ZAPP (5) at (2,2), ZURF (2) at (0,2), FROZT at (7,2), ROOTZ at (5,2). */
export const OPEN = { 19: 'B8*', 20: 'B4', 27: 'B5', 28: 'B3', 18: 'A5a', 16: 'Z2z', 23: 'F6f', 21: 'R3r' };

/** The shot decision: Alice holds the ball at (5,2), ZAPP on a 7 beside it at (4,2), the right mouth open. */
export const SHOT = 'round: 3, phase: shot, actions: 0/0, red: 1, drawn: left right, kickoff: left';
export const SHOT_CELLS = { 21: '.*', 20: 'A7a', 0: '.z', 47: '.r', 31: 'F9f' };
