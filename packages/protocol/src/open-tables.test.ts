import { newerTables, type OpenTables } from './open-tables';

const list = (revision: number): OpenTables => ({ revision, tables: [] });

describe('newerTables', () => {
  it('keeps the list with the higher revision, whichever arrives last', () => {
    expect(newerTables(list(3), list(5))).toEqual(list(5));
    expect(newerTables(list(5), list(3))).toEqual(list(5));
    expect(newerTables(undefined, list(1))).toEqual(list(1));
  });
  it('keeps the held list on a repeat of the same revision', () => {
    const held = list(4);
    expect(newerTables(held, list(4))).toBe(held);
  });
});
