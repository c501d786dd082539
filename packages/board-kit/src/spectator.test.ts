import { isSeated } from './spectator';

describe('isSeated', () => {
  const score = [
    { player: { id: 1, name: 'Ann' }, score: 0 },
    { player: { id: 2, name: 'Bob' }, score: 3 },
  ];

  it('is true for each seat and false for anyone else', () => {
    expect(isSeated({ score }, { id: 1 })).toBe(true);
    expect(isSeated({ score }, { id: 2 })).toBe(true);
    expect(isSeated({ score }, { id: 3 })).toBe(false);
    expect(isSeated({ score: [] }, { id: 1 })).toBe(false);
  });
});
