import { cpus } from 'node:os';
import { ConfigError, loadConfig } from './config';

describe('the computer opponents settings', () => {
  it('have the documented defaults', () => {
    const config = loadConfig({});
    expect(config.computerMoveDelayMs).toBe(600);
    expect(config.computerActionPauseMs).toBe(300);
    expect(config.computerHardBudgetMs).toBe(500);
    expect(config.computerHardTurnBudgetMs).toBe(1200);
    expect(config.computerWorkers).toBe(Math.max(1, cpus().length - 1));
    expect(config.computerSearchQueue).toBe(2 * config.computerWorkers);
  });

  it('read their variables; a delay may be 0', () => {
    const config = loadConfig({
      COMPUTER_MOVE_DELAY_MS: '0',
      COMPUTER_ACTION_PAUSE_MS: '0',
      COMPUTER_HARD_BUDGET_MS: '250',
      COMPUTER_TURN_BUDGET_MS: '700',
      COMPUTER_WORKERS: '3',
      COMPUTER_SEARCH_QUEUE: '5',
    });
    expect(config.computerMoveDelayMs).toBe(0);
    expect(config.computerActionPauseMs).toBe(0);
    expect(config.computerHardBudgetMs).toBe(250);
    expect(config.computerHardTurnBudgetMs).toBe(700);
    expect(config.computerWorkers).toBe(3);
    expect(config.computerSearchQueue).toBe(5);
    expect(loadConfig({ COMPUTER_WORKERS: '3' }).computerSearchQueue).toBe(6);
  });

  it('list every bad value at once', () => {
    const env = {
      COMPUTER_MOVE_DELAY_MS: '-5',
      COMPUTER_ACTION_PAUSE_MS: 'soon',
      COMPUTER_HARD_BUDGET_MS: '1s',
      COMPUTER_TURN_BUDGET_MS: '2s',
      COMPUTER_WORKERS: '0',
      COMPUTER_SEARCH_QUEUE: 'none',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });
});
