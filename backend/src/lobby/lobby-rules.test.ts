import { isValidCode } from '@tabletop/protocol';
import {
  ALREADY_ACTIVE,
  ALREADY_OVER,
  INACTIVE_CODE,
  TABLE_FULL,
  decideJoin,
  decideLeave,
  decideStart,
  newInviteCode,
} from './lobby-rules';

const two = [2, 2] as [number, number];
const twoToFour = [2, 4] as [number, number];

describe('decideJoin', () => {
  it('seats a newcomer in the next seat and starts the game when that seat is the last', () => {
    expect(decideJoin({ status: 'waiting', seated: [1], players: two }, 2, false)).toEqual({
      refused: false,
      seat: 1,
      startsNow: true,
    });
    expect(decideJoin({ status: 'waiting', seated: [1], players: twoToFour }, 2, false)).toEqual({
      refused: false,
      seat: 1,
      startsNow: false,
    });
  });
  it('gives a seated player their game back', () => {
    expect(decideJoin({ status: 'playing', seated: [1, 2], players: two }, 2, true)).toEqual({
      refused: false,
      seat: null,
      startsNow: false,
    });
  });
  it('refuses full, started and finished games as an inactive code', () => {
    expect(decideJoin({ status: 'waiting', seated: [1, 2], players: two }, 3, false)).toMatchObject({
      status: 404,
      message: INACTIVE_CODE,
    });
    expect(decideJoin({ status: 'playing', seated: [1, 2], players: twoToFour }, 3, false)).toMatchObject({
      message: INACTIVE_CODE,
    });
    expect(decideJoin({ status: 'over', seated: [1, 2], players: two }, 1, false)).toMatchObject({
      message: INACTIVE_CODE,
    });
  });
  it('tells a newcomer a listed table is full or started, its code being public', () => {
    for (const game of [
      { status: 'waiting' as const, seated: [1, 2], players: two, listed: true },
      { status: 'playing' as const, seated: [1, 2], players: twoToFour, listed: true },
    ])
      expect(decideJoin(game, 3, false)).toMatchObject({ status: 409, message: TABLE_FULL });
    expect(decideJoin({ status: 'waiting', seated: [1, 2], players: two, listed: false }, 3, false)).toMatchObject({
      message: INACTIVE_CODE,
    });
    expect(decideJoin({ status: 'waiting', seated: [1, 2], players: two, listed: true }, 3, true)).toMatchObject({
      message: ALREADY_ACTIVE,
    });
  });
  it('refuses a player who already has another active game, whether the game has room or not', () => {
    for (const game of [
      { status: 'waiting' as const, seated: [1], players: two },
      { status: 'waiting' as const, seated: [1, 3], players: two },
      { status: 'playing' as const, seated: [1, 3], players: two },
    ])
      expect(decideJoin(game, 2, true)).toMatchObject({ status: 409, message: ALREADY_ACTIVE });
  });
});

describe('decideStart', () => {
  const waiting = { status: 'waiting' as const, seated: [1, 2], players: twoToFour };
  it('lets the first seat force a start once the minimum is seated', () => {
    expect(decideStart(waiting, 1, true)).toEqual({ refused: false });
  });
  it('refuses everyone else, too few players, a started game and outsiders', () => {
    expect(decideStart(waiting, 2, true)).toMatchObject({ status: 403 });
    expect(decideStart({ ...waiting, seated: [1] }, 1, true)).toMatchObject({ status: 409 });
    expect(decideStart({ ...waiting, status: 'playing' }, 1, true)).toMatchObject({ status: 409 });
    expect(decideStart(waiting, 9, true)).toMatchObject({ status: 404, message: INACTIVE_CODE });
    expect(decideStart(waiting, 1, false)).toMatchObject({ status: 409 });
  });
});

describe('decideLeave', () => {
  it('frees the seat before the start and forfeits after it', () => {
    expect(decideLeave({ status: 'waiting', active: true })).toEqual({ refused: false, leave: 'seat' });
    expect(decideLeave({ status: 'playing', active: true })).toEqual({ refused: false, leave: 'forfeit' });
  });
  it('refuses a code the caller never sat at, a game they already left, and a finished game', () => {
    expect(decideLeave(null)).toMatchObject({ refused: true, status: 404, message: INACTIVE_CODE });
    expect(decideLeave({ status: 'playing', active: false })).toMatchObject({ status: 404, message: INACTIVE_CODE });
    expect(decideLeave({ status: 'over', active: false })).toMatchObject({ status: 409, message: ALREADY_OVER });
  });
});

describe('newInviteCode', () => {
  it('makes valid upper-case codes', () => {
    for (let i = 0; i < 200; i++) {
      const code = newInviteCode();
      expect(isValidCode(code)).toBe(true);
      expect(code).toBe(code.toUpperCase());
    }
    expect(newInviteCode(() => 0)).toBe('AAAA');
    expect(newInviteCode(() => 35)).toBe('9999');
  });
});
