#!/usr/bin/env node
// `npm run play-off -w mfe-repello [-- --games N --iterations N --seed S]`: seeded two-player Repello games through the
// built rules, Hard against Easy and Hard against Hard, and how long their games and turns run. Hard stops after a
// fixed number of iterations rather than a time budget, so a run gives the same figures on any machine.
import { parseArgs } from 'node:util';
import { chooseEasyAction, chooseHardAction } from '@tabletop/game-kit';
import { MAX_REPELS_PER_TURN, game } from '../dist/rules/index.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '8' },
    iterations: { type: 'string', default: '300' },
    seed: { type: 'string', default: 'play-off' },
  },
});
const games = Number(values.games);
const iterations = Number(values.iterations);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(iterations) || iterations < 1) {
  console.error('Usage: npm run play-off -w mfe-repello -- [--games N] [--iterations N] [--seed S]');
  process.exit(2);
}

/** A game still running after this many actions counts as unfinished. */
const MAX_ACTIONS = 20_000;

const choosers = {
  Hard: (match, mover, seed) => chooseHardAction(game, match, mover, { seed, maxIterations: iterations }).action,
  Easy: (match, mover, seed) => chooseEasyAction(game, match, mover, seed),
};

/** One game, `levels` by seat; counts the pushes of each turn (the repels after its move or placement). */
function playGame(levels, seed) {
  const players = levels.map((level, seat) => ({ id: seat + 1, name: level }));
  let match = game.setup(players);
  let actions = 0;
  let pushes = 0;
  let mostPushes = 0;
  let cappedTurns = 0;
  for (; !match.gameOver && match.player && actions < MAX_ACTIONS; actions++) {
    const mover = match.player.id;
    const action = choosers[levels[mover - 1]](match, mover, `${seed}:${actions}`);
    const result = game.apply(match, mover, action);
    if (!result.ok) throw new Error(`The computer chose a refused action: ${result.error.message}`);
    pushes = action.type === 'repel' ? pushes + 1 : 0;
    mostPushes = Math.max(mostPushes, pushes);
    if (pushes === MAX_REPELS_PER_TURN) cappedTurns++;
    match = result.match;
  }
  return { match, actions, mostPushes, cappedTurns };
}

/** The winning seats' levels ('draw' for a shared win), or 'unfinished'. */
function winnerOf(match, levels) {
  if (!match.gameOver) return 'unfinished';
  const best = Math.max(...match.score.map((entry) => entry.score));
  const winners = match.score.filter((entry) => entry.score === best);
  return winners.length > 1 ? 'draw' : `${levels[winners[0].player.id - 1]} (seat ${winners[0].player.id})`;
}

function playOff(levels) {
  const started = performance.now();
  const wins = new Map();
  let actions = 0;
  let mostPushes = 0;
  let cappedTurns = 0;
  for (let index = 0; index < games; index++) {
    // Each pairing sits both ways round: the odd games swap the seats.
    const seated = index % 2 === 0 ? levels : [...levels].reverse();
    const record = playGame(seated, `${values.seed}:${index}`);
    const winner = winnerOf(record.match, seated);
    const score = record.match.score.map((entry) => entry.score).join('-');
    process.stderr.write(
      `  ${seated.join(' v ')} #${index + 1}: ${winner}, ${score}, ${record.actions} actions, ` +
        `most pushes in a turn ${record.mostPushes}\n`,
    );
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
    actions += record.actions;
    mostPushes = Math.max(mostPushes, record.mostPushes);
    cappedTurns += record.cappedTurns;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const tally = [...wins].map(([winner, count]) => `${winner} ${count}`).join(', ');
  console.log(
    `${levels.join(' v ')}: ${games} games, ${Math.round(actions / games)} actions a game, ` +
      `most pushes in a turn ${mostPushes}, turns ended by the ${MAX_REPELS_PER_TURN}-push cap ${cappedTurns}; ` +
      `wins: ${tally} (${seconds} s)`,
  );
}

console.log(`Repello play-off: Hard at ${iterations} iterations a move, seed ${values.seed}`);
playOff(['Hard', 'Easy']);
playOff(['Hard', 'Hard']);
