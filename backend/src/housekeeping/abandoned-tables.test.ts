import { abandonedTables } from './abandoned-tables';

const MINUTE = 60_000;
const NOW = 1_000 * MINUTE;
const table = (gameId: number, ...userIds: number[]) => ({ gameId, game: 'g', userIds });

describe('abandonedTables', () => {
  it('keeps a table while any player is connected or gone for less than the TTL', () => {
    const absent = new Map<number, number | null>([
      [1, NOW - 31 * MINUTE],
      [2, null],
      [3, NOW - 29 * MINUTE],
    ]);
    expect(abandonedTables([table(10, 1, 2), table(11, 1, 3), table(12, 2)], absent, NOW, 30 * MINUTE)).toEqual([]);
  });

  it('closes a table once every player has been gone for the TTL or longer', () => {
    const absent = new Map<number, number | null>([
      [1, NOW - 31 * MINUTE],
      [4, NOW - 30 * MINUTE],
    ]);
    expect(abandonedTables([table(10, 1, 4), table(11, 1)], absent, NOW, 30 * MINUTE)).toEqual([
      table(10, 1, 4),
      table(11, 1),
    ]);
  });

  it('counts a player it has no word of as connected, and a table with no human player as abandoned', () => {
    expect(abandonedTables([table(10, 5)], new Map(), NOW, MINUTE)).toEqual([]);
    expect(abandonedTables([table(11)], new Map(), NOW, MINUTE)).toEqual([table(11)]);
  });
});
