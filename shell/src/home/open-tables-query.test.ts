import { ageLabel, keepNewer, readOpenTables } from './open-tables-query';
import { JOIN_TABLE_REFUSALS, QUICK_MATCH_REFUSALS, refusalText } from './refusal-text';
import { ApiError } from '../api/errors';

const row = { game: 'repello', code: 'AB12', host: 'Bo', seated: 1, seats: 4, ageSeconds: 5 };

describe('open tables as the page holds them', () => {
  it('keeps the newer list and stamps when it arrived', () => {
    const held = keepNewer(undefined, { revision: 2, tables: [row] }, 1000);
    expect(held).toEqual({ revision: 2, tables: [row], receivedAt: 1000 });
    expect(keepNewer(held, { revision: 1, tables: [] }, 2000)).toBe(held);
    expect(keepNewer(held, { revision: 3, tables: [] }, 3000)).toEqual({ revision: 3, tables: [], receivedAt: 3000 });
  });

  it('reads only well-formed lists and rows', () => {
    expect(readOpenTables(null)).toBeNull();
    expect(readOpenTables({ tables: [] })).toBeNull();
    expect(readOpenTables({ revision: 1, tables: [row, { ...row, seated: '1' }, null] })).toEqual({
      revision: 1,
      tables: [row],
    });
  });

  it('says how long a table has waited', () => {
    expect(ageLabel(0)).toBe('just now');
    expect(ageLabel(59)).toBe('just now');
    expect(ageLabel(60)).toBe('1 min');
    expect(ageLabel(3599)).toBe('59 min');
    expect(ageLabel(7200)).toBe('2 h');
  });
});

describe('refusalText', () => {
  it("prefers the server's own words, then what the status means on that call", () => {
    const withReason = Object.assign(new ApiError('Conflict', 409), { reason: 'This table is full' });
    expect(refusalText(withReason, QUICK_MATCH_REFUSALS)).toBe('This table is full');
    expect(refusalText(new ApiError('Conflict', 409), JOIN_TABLE_REFUSALS)).toBe('This table is full');
    expect(refusalText(new ApiError('Conflict', 409), QUICK_MATCH_REFUSALS)).toBe('You already have an active game');
    expect(refusalText(new ApiError('Internal Server Error', 500), JOIN_TABLE_REFUSALS)).toBe('Internal Server Error');
    expect(refusalText(new Error('x'), JOIN_TABLE_REFUSALS)).toBe('Something went wrong');
  });
});
