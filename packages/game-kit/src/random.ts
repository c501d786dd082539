/**
 * A seeded generator whose whole state is a JSON value, so it can live inside a game state and
 * every draw stays a pure function: (state) -> [value, next state]. sfc32, seeded by cyrb128.
 */
export type RandomState = [number, number, number, number];

export function seedRandom(seed: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A float in [0, 1) and the generator's next state. */
export function nextFloat(state: RandomState): [number, RandomState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** An integer in [0, bound) and the next state. */
export function nextInt(state: RandomState, bound: number): [number, RandomState] {
  const [value, next] = nextFloat(state);
  return [Math.floor(value * bound), next];
}

/** A shuffled copy (Fisher–Yates) and the next state; the input is left as it is. */
export function shuffle<T>(state: RandomState, items: readonly T[]): [T[], RandomState] {
  const copy = items.slice();
  let current = state;
  for (let i = copy.length - 1; i > 0; i--) {
    let j: number;
    [j, current] = nextInt(current, i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return [copy, current];
}
