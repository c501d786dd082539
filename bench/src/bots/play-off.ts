import {
  chooseEasyAction,
  chooseHardAction,
  sameJson,
  type GameDefinition,
  type Match,
  type Player,
} from '@tabletop/game-kit';

export type Level = 'easy' | 'hard';
export type Outcome = 'win' | 'draw' | 'loss' | 'unfinished';

export interface HardSettings {
  /** Per move; needs a clock, so results vary with the machine's load. */
  budgetMs?: number;
  /** Per move; machine-independent (CI uses this). */
  iterations?: number;
  /** Playout cap in actions. */
  playout?: number;
}

export interface GameRecord {
  /** Hard's result. */
  outcome: Outcome;
  actions: number;
  hardStarted: boolean;
  /** The score as it ended (or stood when the game was cut off), Hard's first. */
  score: string;
}

// The play-off is a bounded loop: a game still running after this many actions counts as unfinished.
export const MAX_ACTIONS = 3000;

/**
 * One game of Hard against Easy (`opponents` Easy seats for a game of more players), Hard in seat 0 when `hardFirst`.
 * Every chosen action must be listed by legalActions and accepted by apply, or this throws.
 */
export function playHardVersusEasy(
  rules: GameDefinition,
  {
    seed,
    hardFirst,
    hard,
    opponents = 1,
  }: { seed: string; hardFirst: boolean; hard: HardSettings; opponents?: number },
): GameRecord {
  const hardPlayer: Player = { id: 1, name: 'Computer (Hard)' };
  const easy = Array.from({ length: opponents }, (_, i): Player => ({ id: i + 2, name: 'Computer (Easy)' }));
  const seats = hardFirst ? [hardPlayer, ...easy] : [...easy, hardPlayer];
  let match: Match<unknown> = rules.setup(seats, seed);
  let actions = 0;
  for (; !match.gameOver && match.player && actions < MAX_ACTIONS; actions++) {
    const mover = match.player.id;
    const moveSeed = `${seed}:${actions}`;
    const action =
      mover === hardPlayer.id
        ? chooseHardAction(rules, match, mover, {
            seed: moveSeed,
            maxIterations: hard.iterations,
            budgetMs: hard.budgetMs,
            maxPlayoutActions: hard.playout,
            now: () => performance.now(),
          }).action
        : chooseEasyAction(rules, match, mover, moveSeed);
    const legal = rules.legalActions(match, mover);
    if (action === null || !legal.some((candidate) => sameJson(candidate, action)))
      throw new Error(`${rules.url}: the computer chose an unlisted action ${JSON.stringify(action)}`);
    const next = rules.apply(match, mover, action);
    if (!next.ok) throw new Error(`${rules.url}: a listed action was refused: ${next.error.message}`);
    match = next.match;
  }
  const hardScore = match.score.find((entry) => entry.player.id === hardPlayer.id)?.score ?? 0;
  const others = match.score.filter((entry) => entry.player.id !== hardPlayer.id).map((entry) => entry.score);
  const score = [hardScore, ...others].join('-');
  return { outcome: outcomeFor(match, hardPlayer.id), actions, hardStarted: hardFirst, score };
}

/** Hard's result: a win when its score is above every other, a draw when level with the best. */
export function outcomeFor(match: Match<unknown>, playerId: number): Outcome {
  if (!match.gameOver) return 'unfinished';
  const mine = match.score.find((entry) => entry.player.id === playerId)?.score ?? 0;
  const best = Math.max(...match.score.filter((entry) => entry.player.id !== playerId).map((entry) => entry.score));
  if (mine > best) return 'win';
  return mine === best ? 'draw' : 'loss';
}

export interface Tally {
  win: number;
  draw: number;
  loss: number;
  unfinished: number;
  actions: number;
}

export interface PlayOffOptions {
  seed: string;
  hard: HardSettings;
  opponents?: number;
}

/** Game `index` of a play-off: its own seed, Hard starting the even ones, so any worker plays it the same. */
export function playOffGame(rules: GameDefinition, index: number, options: PlayOffOptions): GameRecord {
  return playHardVersusEasy(rules, {
    seed: `${options.seed}:${rules.url}:${index}`,
    hardFirst: index % 2 === 0,
    hard: options.hard,
    opponents: options.opponents,
  });
}

export function emptyTally(): Tally {
  return { win: 0, draw: 0, loss: 0, unfinished: 0, actions: 0 };
}

export function addToTally(tally: Tally, record: GameRecord): void {
  tally[record.outcome]++;
  tally.actions += record.actions;
}

/** `games` games in a row, alternating who starts; `onGame` hears each as it ends. */
export function playOff(
  rules: GameDefinition,
  games: number,
  options: PlayOffOptions & { onGame?: (index: number, record: GameRecord) => void },
): Tally {
  const tally = emptyTally();
  for (let index = 0; index < games; index++) {
    const record = playOffGame(rules, index, options);
    addToTally(tally, record);
    options.onGame?.(index, record);
  }
  return tally;
}
