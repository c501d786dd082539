import type { GameState, Match, Viewer } from './contract';
import { initialScore } from './score';
import { hasView, viewFor, viewState } from './view';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

interface Hand {
  hands: Record<string, number[]>;
}

const state: GameState<Hand> = {
  game: 'cards',
  player: ann,
  score: initialScore([ann, ben]),
  gameOver: false,
  state: { hands: { 1: [3, 4], 2: [7] } },
  code: 'AB12',
  version: 5,
};

/** Each seat sees its own hand and the size of the others'; a spectator sees sizes only. */
function view(match: Match<Hand>, viewer: Viewer): Match<unknown> {
  const hands = Object.fromEntries(
    Object.entries(match.state.hands).map(([id, hand]) => [id, String(viewer) === id ? hand : hand.length]),
  );
  return { ...match, state: { hands } };
}

describe('views', () => {
  it('shows a public game whole: the same object, nothing copied', () => {
    expect(hasView({})).toBe(false);
    expect(viewState({}, state, ann.id)).toBe(state);
    expect(viewState(undefined, state, null)).toBe(state);
    expect(viewFor({}, state, null)).toBe(state);
  });

  it('shows each viewer what the game says, with the same code and version', () => {
    const rules = { view } as { view: (match: Match<unknown>, viewer: Viewer) => Match<unknown> };
    expect(hasView(rules)).toBe(true);
    expect(viewState(rules, state, ann.id)).toEqual({ ...state, state: { hands: { 1: [3, 4], 2: 1 } } });
    expect(viewState(rules, state, ben.id)).toEqual({ ...state, state: { hands: { 1: 2, 2: [7] } } });
    expect(viewState(rules, state, null)).toEqual({ ...state, state: { hands: { 1: 2, 2: 1 } } });
  });

  it('keeps only the GameState fields, whatever else a view returns', () => {
    const rules = { view: (match: Match<unknown>) => ({ ...match, extra: 'x', code: 'ZZZZ', version: 99 }) };
    expect(viewState(rules, state, null)).toEqual(state);
  });
});
