import type { Player, RuleErrorCode } from '@tabletop/game-kit';
import { game, manifest, matchAt, printPosition, type Seat } from './index';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };
const PLAYERS = [ALICE, BOB];
const SEATED: Record<Seat, Player> = { A: ALICE, B: BOB };

/** One rule, pinned: a position in the notation (notation.ts), who acts and what, and what must follow. */
interface Scenario {
  rule: string;
  position: string;
  /** Who acts; the seat to move by default. */
  by?: Seat;
  action: unknown;
  /** The position after an accepted action. */
  after?: string;
  /** The rejection expected instead. */
  rejected?: RuleErrorCode;
}

const scenarios: Scenario[] = [
  { rule: 'A moves first and adds 1', position: 'total: 0, next: A', action: { add: 1 }, after: 'total: 1, next: B' },
  { rule: 'B answers with 3', position: 'total: 1, next: B', action: { add: 3 }, after: 'total: 4, next: A' },
  {
    rule: 'B may not move first',
    position: 'total: 0, next: A',
    by: 'B',
    action: { add: 1 },
    rejected: 'not-your-turn',
  },
  { rule: 'reaching 21 wins', position: 'total: 18, next: B', action: { add: 3 }, after: 'total: 21, winner: B' },
  { rule: 'the total may not pass 21', position: 'total: 19, next: A', action: { add: 3 }, rejected: 'illegal' },
  { rule: 'only 1, 2 or 3 may be added', position: 'total: 5, next: A', action: { add: 4 }, rejected: 'malformed' },
  { rule: 'nothing is not a step', position: 'total: 5, next: A', action: { add: 0 }, rejected: 'malformed' },
  { rule: 'a step is a number', position: 'total: 5, next: A', action: { add: '2' }, rejected: 'malformed' },
  {
    rule: 'an action has no other keys',
    position: 'total: 5, next: A',
    action: { add: 1, x: 1 },
    rejected: 'malformed',
  },
  {
    rule: 'nobody moves once it is over',
    position: 'total: 21, winner: A',
    by: 'B',
    action: { add: 1 },
    rejected: 'game-over',
  },
];

describe('rules, one scenario each', () => {
  it.each(scenarios)('$rule', ({ position, by, action, after, rejected }) => {
    const match = matchAt(PLAYERS, position);
    const actor = by ? SEATED[by] : match.player!;
    const result = game.apply(match, actor.id, action as never);
    if (rejected) {
      expect(result).toMatchObject({ ok: false, error: { code: rejected } });
      expect(game.legalActions(match, actor.id)).not.toContainEqual(action);
      return;
    }
    if (!result.ok) throw new Error(`expected the move to be accepted, got ${JSON.stringify(result.error)}`);
    expect(printPosition(result.match)).toBe(after);
    expect(result.match).toEqual(matchAt(PLAYERS, after!));
    expect(game.legalActions(match, actor.id)).toContainEqual(action);
  });
});

describe('the game', () => {
  it('takes its identity from the manifest', () => {
    expect(game).toMatchObject({
      url: manifest.url,
      displayText: manifest.displayText,
      players: manifest.players,
      showScore: manifest.showScore,
    });
  });

  it('starts at 0 with the creator to move and nobody scoring', () => {
    const match = game.setup(PLAYERS);
    expect(printPosition(match)).toBe('total: 0, next: A');
    expect(match.score).toEqual([
      { player: ALICE, score: 0 },
      { player: BOB, score: 0 },
    ]);
  });

  it('lists the steps that do not pass 21, and nothing for the waiting player', () => {
    expect(game.legalActions(matchAt(PLAYERS, 'total: 7, next: A'), ALICE.id)).toEqual([
      { add: 1 },
      { add: 2 },
      { add: 3 },
    ]);
    expect(game.legalActions(matchAt(PLAYERS, 'total: 19, next: B'), BOB.id)).toEqual([{ add: 1 }, { add: 2 }]);
    expect(game.legalActions(matchAt(PLAYERS, 'total: 7, next: A'), BOB.id)).toEqual([]);
  });

  it('gives the winner 100', () => {
    expect(matchAt(PLAYERS, 'total: 21, winner: B').score).toEqual([
      { player: ALICE, score: 0 },
      { player: BOB, score: 100 },
    ]);
  });

  it('writes moves as the step and the total it makes', () => {
    const match = matchAt(PLAYERS, 'total: 9, next: A');
    expect(game.describeAction!(match, ALICE.id, { add: 3 })).toBe('+3 → 12');
    expect(game.describeAction!(match, ALICE.id, { add: 9 } as never)).toBe('');
  });

  it('refuses bad notation with a clear message', () => {
    expect(() => matchAt(PLAYERS, 'total: 22, next: A')).toThrow('never passes 21');
    expect(() => matchAt(PLAYERS, 'total: 21, next: A')).toThrow('ends exactly at 21');
    expect(() => matchAt(PLAYERS, 'twelve')).toThrow('Bad position');
  });
});
