import type { GameState, Player } from '@tabletop/game-kit';
import { loadConfig } from '../config/config';
import { findGame } from '../games/registry';
import type { LimitsRedis } from '../limits/limits-redis';
import type { CommittedChange, MatchAuthority } from '../match/authority';
import { ComputerPlayers } from './computer-players.service';
import type { ComputerStore } from './ports';
import type { SearchPool } from './search-pool';
import type { SearchTask } from './search-worker';

const person: Player = { id: 1, name: 'Ann' };
const computer: Player = { id: 2, name: 'Computer (Hard)' };
const GAME_ID = 7;
const config = loadConfig({});

/**
 * The service with fakes around it, on jest's fake clock: the authority commits every action at once and keeps the
 * computer to move for `turnLength` actions in a row; each Hard search takes its whole budget.
 */
function setup(turnLength: number) {
  const football = findGame('winzards/football')!.definition;
  let state: GameState = { ...football.setup([person, computer], 'pace'), code: 'ABCD', version: 0 };
  const listeners: ((change: CommittedChange) => void)[] = [];
  const actedAt: number[] = [];
  const budgets: number[] = [];
  let inTurn = 0;
  const commit = (next: GameState) => {
    state = next;
    for (const listener of listeners) listener({ gameId: GAME_ID, state, activePlayers: [person.id, computer.id] });
  };
  const authority = {
    onCommitted: (listener: (change: CommittedChange) => void) => listeners.push(listener),
    act: jest.fn((userId: number, request: { version: number }) => {
      if (userId !== state.player?.id || request.version !== state.version)
        return Promise.resolve({ ok: false, error: 'Stale version' });
      actedAt.push(performance.now());
      inTurn++;
      commit({ ...state, player: inTurn < turnLength ? computer : person, version: state.version + 1 });
      return Promise.resolve({ ok: true, gameId: GAME_ID, version: state.version, state });
    }),
  };
  const store: Pick<ComputerStore, 'waitingTurns' | 'levelsOf'> = {
    waitingTurns: () => Promise.resolve([]),
    levelsOf: (ids) => Promise.resolve(new Map(ids.filter((id) => id === computer.id).map((id) => [id, 'hard']))),
  };
  const search = (task: SearchTask) => {
    budgets.push(task.budgetMs);
    return new Promise((resolve) => setTimeout(() => resolve({ type: 'skipDraw' }), task.budgetMs));
  };
  const pool = { reserve: () => Promise.resolve({ search, release: () => undefined }) };
  const redis = { client: undefined, orMemory: (_: unknown, inMemory: () => Promise<boolean>) => inMemory() };
  const players = new ComputerPlayers(
    authority as unknown as MatchAuthority,
    store as ComputerStore,
    pool as unknown as SearchPool,
    redis as unknown as LimitsRedis,
    config,
  );
  players.onApplicationBootstrap();
  /** The person moves: the computer is to move from the commit on. */
  const personMoves = () => {
    const at = performance.now();
    inTurn = 0;
    commit({ ...state, player: computer, version: state.version + 1 });
    return at;
  };
  return { players, personMoves, actedAt, budgets };
}

describe('the computer players’ pace', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a Hard turn of six actions within the move delay, a pause between actions and one turn’s budget', async () => {
    const { players, personMoves, actedAt, budgets } = setup(6);
    const movedAt = personMoves();
    await jest.advanceTimersByTimeAsync(10_000);
    players.onApplicationShutdown();

    expect(actedAt).toHaveLength(6);
    const turn = actedAt[5] - movedAt;
    const bound = config.computerMoveDelayMs + 5 * config.computerActionPauseMs + config.computerHardTurnBudgetMs;
    expect(turn).toBeLessThanOrEqual(bound);
    // People can follow: the first action waits the move delay, each later one at least the pause.
    expect(actedAt[0] - movedAt).toBeGreaterThanOrEqual(config.computerMoveDelayMs);
    for (let action = 1; action < 6; action++)
      expect(actedAt[action] - actedAt[action - 1]).toBeGreaterThanOrEqual(config.computerActionPauseMs);
    // The turn's searches share its budget: each takes half of what is left, at most one action's budget.
    expect(budgets).toEqual([500, 350, 175, 87, 50, 50]);
  });

  it('gives the next turn, after the person has moved, the whole delay and budget again', async () => {
    const { players, personMoves, actedAt, budgets } = setup(3);
    personMoves();
    await jest.advanceTimersByTimeAsync(10_000);
    const movedAgainAt = personMoves();
    await jest.advanceTimersByTimeAsync(10_000);
    players.onApplicationShutdown();

    expect(budgets).toEqual([500, 350, 175, 500, 350, 175]);
    expect(actedAt[3] - movedAgainAt).toBeGreaterThanOrEqual(config.computerMoveDelayMs);
    expect(actedAt[3] - movedAgainAt).toBeLessThan(config.computerMoveDelayMs + config.computerActionPauseMs);
  });
});
