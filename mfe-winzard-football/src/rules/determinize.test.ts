import { seedRandom, sameJson, type Match } from '@tabletop/game-kit';
import { game } from './game';
import type { WinzardState } from './types';

const players = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Bo' },
];

describe('determinize (the computer samples what its seat may not see)', () => {
  const full = game.setup(players, 'determinize') as Match<WinzardState>;
  const view = game.view!(full, 1);

  it('draws a pile of the same size from the Blaze values off the court, and a generator', () => {
    const [sample] = game.determinize!(view, 1, seedRandom('a'));
    const onCourt = full.state.unconvertedCourt.filter((cell) => cell.character === 'Blaze').map((cell) => cell.value);
    expect(sample.state.drawValues).toHaveLength(full.state.drawValues.length);
    for (const value of sample.state.drawValues) expect(onCourt).not.toContain(value);
    expect(sample.state.random).toHaveLength(4);
    expect(sample.state).not.toHaveProperty('pileSize');
  });

  it('keeps everything the view shows, so the same actions are legal', () => {
    const [sample] = game.determinize!(view, 1, seedRandom('b'));
    expect(sameJson(game.view!(sample, 1), view)).toBe(true);
    expect(game.legalActions(sample, 1)).toEqual(game.legalActions(full, 1));
  });

  it('is pure: the same generator state gives the same sample; another gives another pile order', () => {
    const piles = ['c', 'c', 'd', 'e', 'f'].map(
      (seed) => game.determinize!(view, 1, seedRandom(seed))[0].state.drawValues,
    );
    expect(piles[1]).toEqual(piles[0]);
    expect(new Set(piles.map((pile) => pile.join())).size).toBeGreaterThan(1);
  });

  it('returns a full match as it is', () => {
    expect(game.determinize!(full, 1, seedRandom('g'))[0]).toBe(full);
  });
});
