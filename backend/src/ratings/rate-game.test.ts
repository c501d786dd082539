import { GLICKO_DEFAULTS, pairwiseResults, rateGame, ratePeriod } from './rate-game';

describe('ratePeriod', () => {
  it("reproduces Glickman's worked example (Example of the Glicko-2 system)", () => {
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const opponents = [
      { rating: 1400, deviation: 30, volatility: 0.06 },
      { rating: 1550, deviation: 100, volatility: 0.06 },
      { rating: 1700, deviation: 300, volatility: 0.06 },
    ];
    const [after] = ratePeriod(
      [player, ...opponents],
      [
        [0, 1, 1],
        [0, 2, 0],
        [0, 3, 0],
      ],
    );
    expect(GLICKO_DEFAULTS.tau).toBe(0.5);
    // The paper rounds its intermediate steps (its mu' = -0.2069): 1464.06 there, 1464.05 unrounded.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('starts an unrated player from 1500 / 350 / 0.06', () => {
    const fresh = { rating: 1500, deviation: 350, volatility: 0.06 };
    expect(ratePeriod([null, null], [[0, 1, 1]])).toEqual(ratePeriod([fresh, fresh], [[0, 1, 1]]));
    expect(ratePeriod([null, fresh], [[0, 1, 1]])[0].rating).toBeGreaterThan(1500);
  });
});

describe('pairwiseResults', () => {
  it('scores every pair once by rank, equal ranks drawing', () => {
    expect(pairwiseResults([2, 1])).toEqual([[0, 1, 0]]);
    expect(pairwiseResults([1, 3, 1])).toEqual([
      [0, 1, 1],
      [0, 2, 0.5],
      [1, 2, 0],
    ]);
  });
});

describe('rateGame', () => {
  it('moves a winner up and a loser down by the same amount between equals', () => {
    const [winner, loser] = rateGame([
      { rank: 1, rating: null },
      { rank: 2, rating: null },
    ]);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeCloseTo(3000 - winner.rating, 6);
    expect(winner.deviation).toBeLessThan(350);
  });

  it('leaves equals who drew where they were, less uncertain', () => {
    const rating = { rating: 1600, deviation: 80, volatility: 0.06 };
    const [a, b] = rateGame([
      { rank: 1, rating },
      { rank: 1, rating },
    ]);
    expect(a.rating).toBeCloseTo(1600, 6);
    expect(b.rating).toBeCloseTo(1600, 6);
    expect(a.deviation).toBeLessThan(80);
  });

  it('rates three players pairwise in one period: the first beats both, the last loses to both', () => {
    const seats = [3, 1, 2].map((rank) => ({ rank, rating: null }));
    const [third, first, second] = rateGame(seats);
    expect(first.rating).toBeGreaterThan(second.rating);
    expect(second.rating).toBeCloseTo(1500, 6);
    expect(third.rating).toBeLessThan(1500);
    // One period with two results each: the same as the package's own three-way period.
    expect([third, first, second]).toEqual(
      ratePeriod(
        [null, null, null],
        [
          [0, 1, 0],
          [0, 2, 0],
          [1, 2, 1],
        ],
      ),
    );
  });
});
