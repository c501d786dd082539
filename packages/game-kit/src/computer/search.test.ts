import type { GameDefinition, Match } from '../contract';
import { nextInt, type RandomState } from '../random';
import { chooseEasyAction } from './easy';
import { chooseHardAction } from './search';
import { scoreMargin, standing } from './standing';

// Nim: take 1 to 3 from the pile; who takes the last wins (score 1). From 5, only taking 1 wins.
interface NimState {
  pile: number;
}
const players = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
];
const nim: GameDefinition<NimState, number> = {
  url: 'nim',
  displayText: 'Nim',
  players: [2, 2],
  showScore: true,
  setup: () => ({
    game: 'nim',
    player: players[0],
    score: players.map((player) => ({ player, score: 0 })),
    gameOver: false,
    state: { pile: 5 },
  }),
  legalActions: (match, id) =>
    match.gameOver || match.player?.id !== id ? [] : [1, 2, 3].filter((take) => take <= match.state.pile),
  apply: (match, id, take) => {
    if (!nim.legalActions(match, id).includes(take)) return { ok: false, error: { code: 'illegal', message: 'no' } };
    const pile = match.state.pile - take;
    const other = players.find((player) => player.id !== id) ?? null;
    if (pile > 0) return { ok: true, match: { ...match, player: other, state: { pile } } };
    const score = match.score.map((entry) => (entry.player.id === id ? { ...entry, score: 1 } : entry));
    return { ok: true, match: { ...match, player: null, gameOver: true, score, state: { pile } } };
  },
};

describe('the computer players', () => {
  it('Easy picks a legal action, the same for the same seed', () => {
    const start = nim.setup(players);
    const picks = ['a', 'b', 'c', 'd'].map((seed) => chooseEasyAction(nim, start, 1, seed));
    picks.forEach((take) => expect([1, 2, 3]).toContain(take));
    expect(chooseEasyAction(nim, start, 1, 'a')).toBe(picks[0]);
    expect(chooseEasyAction(nim, start, 2, 'a')).toBeNull();
  });

  it('Hard finds the only winning move, deterministically for a seed and an iteration cap', () => {
    const start = nim.setup(players);
    const first = chooseHardAction(nim, start, 1, { seed: 's', maxIterations: 2000 });
    expect(first).toEqual({ action: 1, iterations: 2000 });
    expect(chooseHardAction(nim, start, 1, { seed: 's', maxIterations: 2000 })).toEqual(first);
  });

  it('Hard stops on its time budget, read from the clock it is given', () => {
    let now = 0;
    const result = chooseHardAction(nim, nim.setup(players), 1, { seed: 's', budgetMs: 50, now: () => (now += 1) });
    expect(result.iterations).toBeGreaterThan(10);
    expect(result.iterations).toBeLessThan(60);
  });

  it('Hard searches only samples of what its seat may see (view and determinize)', () => {
    // A hidden card rides along in the state: the view blanks it, determinize draws one.
    type Secret = NimState & { card: number };
    const seen: number[] = [];
    const searched = new Set<number>();
    const hidden = {
      ...nim,
      legalActions: (match: Match<Secret>, id: number) => nim.legalActions(match, id),
      apply: (match: Match<Secret>, id: number, take: number) => {
        searched.add(match.state.card);
        const next = nim.apply(match, id, take);
        return next.ok
          ? { ...next, match: { ...next.match, state: { ...next.match.state, card: match.state.card } } }
          : next;
      },
      view: (match: Match<Secret>) => ({ ...match, state: { ...match.state, card: -1 } }),
      determinize: (view: Match<unknown>, _viewer: number, random: RandomState): [Match<Secret>, RandomState] => {
        const [card, next] = nextInt(random, 2);
        seen.push((view.state as Secret).card);
        return [{ ...(view as Match<Secret>), state: { ...(view.state as Secret), card } }, next];
      },
    } as unknown as GameDefinition<Secret, number>;
    const secret = { ...nim.setup(players), state: { pile: 5, card: 7 } };
    const { action } = chooseHardAction(hidden, secret, 1, { seed: 's', maxIterations: 50 });
    expect([1, 2, 3]).toContain(action);
    expect(new Set(seen)).toEqual(new Set([-1]));
    expect(searched).toEqual(new Set([0, 1]));
  });

  it("with the game's evaluate, Hard weighs only the root actions whose positions it judges best", () => {
    // Pick a number from 0 to 999; the game judges a higher pick better. 200 iterations cannot try all 1,000 picks,
    // but they can weigh the 16 best-judged ones.
    interface Pick {
      picked: number | null;
    }
    const picks = Array.from({ length: 1000 }, (_, pick) => pick);
    const highest: GameDefinition<Pick, number> = {
      url: 'highest',
      displayText: 'Highest',
      players: [2, 2],
      showScore: false,
      setup: () => ({ ...nim.setup(players), game: 'highest', state: { picked: null } }),
      legalActions: (match, id) => (match.state.picked === null && id === 1 ? picks : []),
      apply: (match, _id, pick) => ({ ok: true, match: { ...match, player: players[1], state: { picked: pick } } }),
      evaluate: (match) => [(match.state.picked ?? 0) / 999, 1 - (match.state.picked ?? 0) / 999],
    };
    const start = highest.setup(players);
    for (const seed of ['a', 'b', 'c']) {
      const { action } = chooseHardAction(highest, start, 1, { seed, maxIterations: 200 });
      expect(action).toBeGreaterThanOrEqual(984);
    }
    const fewer = chooseHardAction(highest, start, 1, { seed: 'a', maxIterations: 200, rootCandidates: 5 });
    expect(fewer.action).toBeGreaterThanOrEqual(995);
  });

  it("chooses among the game's preferred actions alone when it names any", () => {
    const start = nim.setup(players);
    // From 5 only taking 1 wins, and Hard finds it; a game that prefers other takes has Hard choose among those.
    const preferTwoOrThree = {
      ...nim,
      preferredActions: (_match: Match<NimState>, _id: number, legal: number[]) => legal.filter((take) => take > 1),
    };
    const preferred = chooseHardAction(preferTwoOrThree, start, 1, { seed: 's', maxIterations: 2000 });
    expect([2, 3]).toContain(preferred.action);
    expect(preferred.iterations).toBe(2000);
    const onlyThree = { ...nim, preferredActions: () => [3] };
    expect(chooseHardAction(onlyThree, start, 1, { seed: 's', maxIterations: 2000 })).toEqual({
      action: 3,
      iterations: 0,
    });
    const none = { ...nim, preferredActions: () => [] };
    expect(chooseHardAction(none, start, 1, { seed: 's', maxIterations: 2000 }).action).toBe(1);
  });

  it('judges a match by rank (standing) or by lead (scoreMargin)', () => {
    const match = { score: [3, 1, 3].map((score, id) => ({ player: { id, name: `${id}` }, score })) };
    expect(standing(match)).toEqual([0.75, 0, 0.75]);
    const [first, second] = scoreMargin(match);
    expect(first).toBe(0.5);
    expect(second).toBeCloseTo(0.5 - 0.5 * (2 / 5));
  });
});
