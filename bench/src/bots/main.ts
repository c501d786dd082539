/**
 * `npm run bots -- --games 100 [--game <url>] [--budget-ms N | --iterations N] [--jobs N]`: Hard against Easy in each
 * game (or one), alternating who starts, and Hard's wins, draws and losses per game. `--jobs` plays the games on that
 * many worker threads; with a time budget, keep it at most the number of idle cores, or each Hard thinks less.
 */
import { parseArgs } from 'node:util';
import { GAMES } from './games';
import { playOffInWorkers } from './parallel';

/** The server's Hard budget by default (COMPUTER_HARD_BUDGET_MS). */
const DEFAULT_BUDGET_MS = 500;

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    game: { type: 'string' },
    'budget-ms': { type: 'string' },
    iterations: { type: 'string' },
    playout: { type: 'string' },
    jobs: { type: 'string', default: '1' },
    seed: { type: 'string', default: 'bots' },
  },
});
const games = Number(values.games);
const jobs = Number(values.jobs);
const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
const budgetMs = iterations === undefined ? Number(values['budget-ms'] ?? DEFAULT_BUDGET_MS) : undefined;
const chosen = values.game ? GAMES.filter((rules) => rules.url === values.game) : GAMES;
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(jobs) || jobs < 1 || chosen.length === 0) {
  console.error(
    `Usage: npm run bots -- --games N [--game ${GAMES.map((rules) => rules.url).join('|')}] [--budget-ms N] [--jobs N]`,
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const budget = iterations === undefined ? `${budgetMs} ms a move` : `${iterations} iterations a move`;
  console.log(
    `Hard (${budget}) against Easy, ${games} games per game, alternating who starts; seed ${values.seed}` +
      (jobs > 1 ? `; ${jobs} games at a time` : ''),
  );
  const hard = { budgetMs, iterations, playout: values.playout === undefined ? undefined : Number(values.playout) };
  for (const rules of chosen) {
    const started = performance.now();
    const tally = await playOffInWorkers(
      rules.url,
      games,
      jobs,
      { seed: values.seed as string, hard },
      (index, record) =>
        process.stderr.write(
          `  ${rules.url} #${index + 1}: ${record.outcome} ${record.score} in ${record.actions} actions\n`,
        ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${rules.displayText.padEnd(18)} Hard won ${tally.win}, drew ${tally.draw}, lost ${tally.loss}` +
        (tally.unfinished ? `, unfinished ${tally.unfinished}` : '') +
        ` of ${games} (${Math.round(tally.actions / games)} actions a game, ${seconds} s)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
