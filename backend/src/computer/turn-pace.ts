/** How fast a computer seat plays (Config's computer settings). */
export interface PaceSettings {
  /** The least time from the change a computer answers to its turn's first action, so a person can follow. */
  moveDelayMs: number;
  /** The least time between two actions of one turn (Winzard Football's actions, draw and shot; Repello's repels). */
  actionPauseMs: number;
  /** The longest Hard searches for one action. */
  hardBudgetMs: number;
  /** The longest Hard searches for all the actions of one turn together. */
  hardTurnBudgetMs: number;
}

/** A computer seat's turn so far: the actions it has made in it and how long their searches took together. */
export interface TurnSoFar {
  actions: number;
  searchedMs: number;
}

/** What one action of a computer's turn is given. */
export interface ActionPace {
  /** How long after the change it answers the action is sent, at the earliest; the search runs meanwhile. */
  gapMs: number;
  /** How long Hard searches for it. */
  budgetMs: number;
}

/**
 * Even with the turn's budget spent, an action still gets a short search: a turn's last actions (the shot, in
 * Winzard Football) can decide a game, and a few dozen milliseconds still tell a goal from a miss.
 */
export const LEAST_SEARCH_MS = 50;

/**
 * The pace of a computer's next action. A turn's first waits the move delay and later ones only the pause, and each
 * searches half of what the turn's budget has left (at most one action's budget): how many actions a turn will take
 * is not known in advance, so halving keeps the turn's total within its budget however many follow, and gives the
 * first, which sets up the rest, the most.
 */
export function actionPace(turn: TurnSoFar, settings: PaceSettings): ActionPace {
  const left = settings.hardTurnBudgetMs - turn.searchedMs;
  return {
    gapMs: turn.actions === 0 ? settings.moveDelayMs : settings.actionPauseMs,
    budgetMs: Math.min(settings.hardBudgetMs, Math.max(LEAST_SEARCH_MS, Math.floor(left / 2))),
  };
}
