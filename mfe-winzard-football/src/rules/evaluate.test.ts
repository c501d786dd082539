import { chooseHardAction } from '@tabletop/game-kit';
import { evaluate, game } from './index';
import { LEFT, matchOf, play } from './test-support/matches';

// Left's ZAPP (cell 20) stands next to the ball (21) on row 2: a shot east crosses 22 and 23 into the right goal.
// Right's keeper FROZT waits in a corner (47), ROOTZ below the play (36).
const CLEAR_SHOT = { 16: '.z', 20: '.a', 21: '.*', 36: '.r', 47: '.f' };
const SHOT_BLOCKED = { ...CLEAR_SHOT, 22: '.r', 36: '.' };
const NOBODY_NEAR = { ...CLEAR_SHOT, 20: '.', 9: '.a' };

const leftValue = (header: string, cells: Record<number, string>) => evaluate(matchOf(header, cells))[0];

describe('Winzard Football judged for the computer', () => {
  it('values a clear shot after a red card above the same shot before one, above a blocked shot, above a far ball', () => {
    const ready = leftValue('red: 1, possession: left', CLEAR_SHOT);
    const waiting = leftValue('red: 0, possession: left', CLEAR_SHOT);
    const blocked = leftValue('red: 1, possession: left', SHOT_BLOCKED);
    const far = leftValue('red: 1, possession: left', NOBODY_NEAR);
    expect(ready).toBeGreaterThan(waiting);
    expect(waiting).toBeGreaterThan(blocked);
    expect(blocked).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(0.5);
  });

  it("values the holder's pawn drawing near the ball, and counts the other side's chance to tackle against it", () => {
    const near = leftValue('possession: left', { ...NOBODY_NEAR, 9: '.', 11: '.a' });
    const far = leftValue('possession: left', NOBODY_NEAR);
    expect(near).toBeGreaterThan(far);
    // ROOTZ two steps from the ball on a Frozt 9 (reach 3) can tackle it; on the filler Frozt 1 (reach 1) it cannot.
    const threatened = leftValue('possession: left', { ...NOBODY_NEAR, 36: 'F9r' });
    expect(threatened).toBeLessThan(far);
  });

  it('gives the seats complementary rewards, and the same chance counts against the side without the ball', () => {
    const mine = evaluate(matchOf('red: 1, possession: left', CLEAR_SHOT));
    expect(mine[0] + mine[1]).toBeCloseTo(1);
    const theirs = evaluate(matchOf('red: 1, possession: right', { ...CLEAR_SHOT, 20: '.r', 36: '.a' }));
    expect(theirs[0]).toBeLessThan(0.5);
  });

  it('values a goal above the best chance before it, and a lead in goals above level', () => {
    const chance = matchOf('phase: shot, actions: 0/0, red: 1, drawn: left, possession: left', CLEAR_SHOT);
    const scored = play(chance, { type: 'shoot', from: 20, direction: 6 });
    expect(scored.score.map((entry) => entry.score)).toEqual([1, 0]);
    expect(evaluate(scored)[0]).toBeGreaterThan(evaluate(chance)[0]);
    expect(leftValue('score: 2-1', NOBODY_NEAR)).toBeGreaterThan(leftValue('score: 1-1', NOBODY_NEAR));
  });

  it('leads Hard to take the scoring shot when a red card gives it one', () => {
    const chance = matchOf('phase: shot, actions: 0/0, red: 1, drawn: left, possession: left', CLEAR_SHOT);
    const { action } = chooseHardAction(game, chance, LEFT.id, { seed: 'shot', maxIterations: 300 });
    expect(action).toEqual({ type: 'shoot', from: 20, direction: 6 });
  });
});
