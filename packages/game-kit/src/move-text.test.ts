import type { GameDefinition, Match } from './contract';
import { FORFEIT_ACTION } from './forfeit';
import { KEYPAD_ARROWS } from './keypad';
import { moveText, squareName } from './move-text';

type Secret = { pile: number[]; shown: number };

const ann = { id: 1, name: 'Ann' };
const match: Match<Secret> = {
  game: 'cards',
  player: ann,
  score: [{ player: ann, score: 0 }],
  gameOver: false,
  state: { pile: [7, 3], shown: 5 },
};

/** A game that hides its pile: the notation is told whatever it is given, to show what that was. */
const cards: Pick<GameDefinition<Secret, { take: number }>, 'view' | 'describeAction'> = {
  view: (full) => ({ ...full, state: { shown: full.state.shown, pile: full.state.pile.length } }),
  describeAction: (view, playerId, action) => `${playerId} takes ${action.take} seeing ${JSON.stringify(view.state)}`,
};

describe('moveText', () => {
  it("asks the game's notation with the public view of the match before the move, never the match", () => {
    expect(moveText(cards, match, 1, { take: 1 })).toBe('1 takes 1 seeing {"shown":5,"pile":2}');
  });

  it('gives a public game its match as it is', () => {
    const open = { describeAction: (view: Match<unknown>) => JSON.stringify(view.state) };
    expect(moveText(open, match, 1, { take: 1 })).toBe('{"pile":[7,3],"shown":5}');
  });

  it('writes a forfeit as `resigns` in every game', () => {
    expect(moveText(cards, match, 1, FORFEIT_ACTION)).toBe('resigns');
    expect(moveText({}, match, 1, FORFEIT_ACTION)).toBe('resigns');
  });

  it('falls back to compact JSON without a notation, or when the notation throws or answers nothing', () => {
    expect(moveText({}, match, 1, { take: 1 })).toBe('{"take":1}');
    const broken = {
      describeAction: () => {
        throw new Error('a bug in the game');
      },
    };
    expect(moveText(broken, match, 1, { take: 2 })).toBe('{"take":2}');
    expect(moveText({ describeAction: () => '' }, match, 1, 'pass')).toBe('"pass"');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(moveText({}, match, 1, circular)).toBe('?');
    expect(moveText({}, match, 1, undefined)).toBe('undefined');
  });
});

describe('squareName and KEYPAD_ARROWS', () => {
  it('names columns by letter and rows from 1 at the top', () => {
    expect(squareName(0, 0)).toBe('a1');
    expect(squareName(2, 3)).toBe('c4');
    expect(squareName(12, 12)).toBe('m13');
  });

  it('points each arrow the way the keypad direction goes', () => {
    expect(Object.entries(KEYPAD_ARROWS)).toEqual([
      ['1', '↖'],
      ['2', '↑'],
      ['3', '↗'],
      ['4', '←'],
      ['6', '→'],
      ['7', '↙'],
      ['8', '↓'],
      ['9', '↘'],
    ]);
  });
});
