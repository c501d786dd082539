/**
 * `npm run bots -- --games 100 [--game <url>] [--budget-ms N | --iterations N]`: Hard against Easy in each game (or
 * one), alternating who starts, and Hard's wins, draws and losses per game.
 */
import { parseArgs } from 'node:util';
import { game as repello } from '@tabletop/repello/rules';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzardFootball } from '@tabletop/winzard-football/rules';
import type { GameDefinition } from '@tabletop/game-kit';
import { playOff } from './play-off';

const GAMES: GameDefinition[] = [superTicTacToe, repello, winzardFootball] as GameDefinition[];
/** The server's Hard budget by default (COMPUTER_HARD_BUDGET_MS). */
const DEFAULT_BUDGET_MS = 500;

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    game: { type: 'string' },
    'budget-ms': { type: 'string' },
    iterations: { type: 'string' },
    playout: { type: 'string' },
    seed: { type: 'string', default: 'bots' },
  },
});
const games = Number(values.games);
const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
const budgetMs = iterations === undefined ? Number(values['budget-ms'] ?? DEFAULT_BUDGET_MS) : undefined;
const chosen = values.game ? GAMES.filter((rules) => rules.url === values.game) : GAMES;
if (!Number.isInteger(games) || games < 1 || chosen.length === 0) {
  console.error(
    `Usage: npm run bots -- --games N [--game ${GAMES.map((rules) => rules.url).join('|')}] [--budget-ms N]`,
  );
  process.exit(2);
}

const budget = iterations === undefined ? `${budgetMs} ms a move` : `${iterations} iterations a move`;
console.log(`Hard (${budget}) against Easy, ${games} games per game, alternating who starts; seed ${values.seed}`);
for (const rules of chosen) {
  const started = performance.now();
  const tally = playOff(rules, games, {
    seed: values.seed as string,
    hard: { budgetMs, iterations, playout: values.playout === undefined ? undefined : Number(values.playout) },
    onGame: (index, record) =>
      process.stderr.write(
        `  ${rules.url} #${index + 1}: ${record.outcome} ${record.score} in ${record.actions} actions\n`,
      ),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${rules.displayText.padEnd(18)} Hard won ${tally.win}, drew ${tally.draw}, lost ${tally.loss}` +
      (tally.unfinished ? `, unfinished ${tally.unfinished}` : '') +
      ` of ${games} (${Math.round(tally.actions / games)} actions a game, ${seconds} s)`,
  );
}
