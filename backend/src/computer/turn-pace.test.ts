import { actionPace, LEAST_SEARCH_MS, type PaceSettings } from './turn-pace';

const settings: PaceSettings = { moveDelayMs: 600, actionPauseMs: 300, hardBudgetMs: 500, hardTurnBudgetMs: 1200 };

describe('actionPace', () => {
  it('waits the move delay before a turn’s first action and the pause before each later one', () => {
    expect(actionPace({ actions: 0, searchedMs: 0 }, settings).gapMs).toBe(600);
    expect(actionPace({ actions: 1, searchedMs: 500 }, settings).gapMs).toBe(300);
  });

  it('searches half of what the turn has left, at most one action’s budget and at least a short search', () => {
    expect(actionPace({ actions: 0, searchedMs: 0 }, settings).budgetMs).toBe(500);
    expect(actionPace({ actions: 1, searchedMs: 500 }, settings).budgetMs).toBe(350);
    expect(actionPace({ actions: 4, searchedMs: 1190 }, settings).budgetMs).toBe(LEAST_SEARCH_MS);
    expect(actionPace({ actions: 5, searchedMs: 1500 }, { ...settings, hardBudgetMs: 30 }).budgetMs).toBe(30);
  });
});
