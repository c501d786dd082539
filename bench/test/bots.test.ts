import type { GameDefinition } from '@tabletop/game-kit';
import { game as repello } from '@tabletop/repello/rules';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzardFootball } from '@tabletop/winzard-football/rules';
import { playHardVersusEasy, playOff } from '../src/bots/play-off';

// A short play-off: both levels play whole games with only legal actions (playHardVersusEasy throws on anything the
// rules do not list or refuse). An iteration cap instead of a time budget keeps it the same on any machine.
const HARD = { iterations: 10 };
// Whole games on a busy 2-core machine.
const GAME_TIMEOUT_MS = 120_000;

describe('the computer play-off (npm run bots)', () => {
  it.each([
    ['Super Tic-Tac-Toe', superTicTacToe],
    ['Repello', repello],
    ['Winzard Football', winzardFootball],
  ])(
    'Hard and Easy finish %s games with legal actions, each starting once',
    (_name, rules) => {
      const tally = playOff(rules as GameDefinition, 2, { seed: 'ci', hard: HARD });
      expect(tally.unfinished).toBe(0);
      expect(tally.win + tally.draw + tally.loss).toBe(2);
    },
    GAME_TIMEOUT_MS,
  );

  it(
    'Hard plays Easy and two more Easy seats in a four-player Repello game to its end',
    () => {
      const record = playHardVersusEasy(repello as GameDefinition, {
        seed: 'ci-four',
        hardFirst: false,
        hard: HARD,
        opponents: 3,
      });
      expect(record.outcome).not.toBe('unfinished');
    },
    GAME_TIMEOUT_MS,
  );
});
