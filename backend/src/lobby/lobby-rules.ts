import { randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@tabletop/protocol';
import type { GameStatus } from '../match/game-state';

/** The facts about one live game that lobby decisions read. */
export interface LobbyGame {
  status: GameStatus;
  /** Seated user ids in seat order (seat 0 = creator). */
  seated: number[];
  players: [min: number, max: number];
  /** Shown among the open tables (its code is public, so it may say it is full). */
  listed?: boolean;
}

/** A refusal: the HTTP status and the message the caller sees. */
export interface LobbyRefusal {
  refused: true;
  status: number;
  message: string;
}

export const INACTIVE_CODE = 'Inactive code';
export const ALREADY_ACTIVE = 'You already have an active game';
export const TABLE_FULL = 'This table is full';

const refuse = (status: number, message: string): LobbyRefusal => ({ refused: true, status, message });
const inactive = () => refuse(404, INACTIVE_CODE);

export type JoinDecision = { refused: false; seat: number | null; startsNow: boolean } | LobbyRefusal;

/**
 * Can `userId` join? A seated player rejoining gets their game back (seat null); a newcomer takes the next seat
 * while the game waits and has room, and the game starts by itself when that seat is the last one. A caller with
 * another active game is refused as such whatever the game is, as for a code with no game: a full or started game
 * answered otherwise would tell a live code from an unknown one. A listed table's code is public already, so it says
 * it is full (or started) in so many words.
 */
export function decideJoin(game: LobbyGame, userId: number, hasOtherActiveGame: boolean): JoinDecision {
  if (game.status !== 'over' && game.seated.includes(userId)) return { refused: false, seat: null, startsNow: false };
  if (hasOtherActiveGame) return refuse(409, ALREADY_ACTIVE);
  if (game.status !== 'waiting' || game.seated.length >= game.players[1])
    return game.listed ? refuse(409, TABLE_FULL) : inactive();
  const seat = game.seated.length;
  return { refused: false, seat, startsNow: startsBySeating(seat + 1, game.players) };
}

/** The game starts without anyone pressing START once the maximum is seated. */
export function startsBySeating(seatedCount: number, players: [number, number]): boolean {
  return seatedCount >= players[1];
}

export type StartDecision = { refused: false } | LobbyRefusal;

/** Only the first seat may force a start, once the minimum is seated and before the game has started. */
export function decideStart(game: LobbyGame, userId: number, overrideStart: boolean): StartDecision {
  if (game.status === 'over' || !game.seated.includes(userId)) return inactive();
  if (game.status === 'playing') return refuse(409, 'The game has already started');
  if (game.seated[0] !== userId) return refuse(403, 'Only the first player may start the game');
  if (game.seated.length < game.players[0]) return refuse(409, 'Not enough players to start');
  if (!overrideStart && game.seated.length < game.players[1]) return refuse(409, 'The game waits for more players');
  return { refused: false };
}

export const ALREADY_OVER = 'The game is already over';

/** Before the start the seat is freed; after it, leaving is a forfeit. */
export type LeaveDecision = { refused: false; leave: 'seat' | 'forfeit' } | LobbyRefusal;

/** The caller's newest game with the code, or null when they never sat in one; `active`: still counts as theirs. */
export function decideLeave(seat: { status: GameStatus; active: boolean } | null): LeaveDecision {
  if (!seat) return inactive();
  if (seat.status === 'over') return refuse(409, ALREADY_OVER);
  if (!seat.active) return inactive();
  return { refused: false, leave: seat.status === 'waiting' ? 'seat' : 'forfeit' };
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh invite code: 4 upper-case letters or digits. Uniqueness among live games is the database's to check. */
export function newInviteCode(draw: (bound: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[draw(CODE_ALPHABET.length)];
  return code;
}
