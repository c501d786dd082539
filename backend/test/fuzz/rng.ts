import { nextInt, seedRandom, type RandomState } from '@tabletop/game-kit';

/** A seeded stream of choices (game-kit's sfc32), so a run is replayed from its printed seed. */
export class Rng {
  private state: RandomState;

  constructor(seed: string) {
    this.state = seedRandom(seed);
  }

  int(bound: number): number {
    const [value, next] = nextInt(this.state, bound);
    this.state = next;
    return value;
  }

  chance(probability: number): boolean {
    return this.int(1_000_000) < probability * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)];
  }

  /** A seed for one fast-check draw. */
  seed(): number {
    return this.int(2 ** 31);
  }

  /** A key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.int(entries.reduce((sum, [, weight]) => sum + weight, 0));
    for (const [key, weight] of entries) {
      if (roll < weight) return key;
      roll -= weight;
    }
    return entries[entries.length - 1][0];
  }
}
