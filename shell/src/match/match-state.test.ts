import type { GameState } from '@tabletop/game-kit';
import { activeGameUrl, initialMatchState, matchReducer, shouldReplace } from './match-state';

const state = (overrides: Partial<GameState> = {}): GameState => ({
  game: 'super_tic_tac_toe',
  code: 'AB12',
  version: 3,
  player: { id: 1, name: 'Ada' },
  gameOver: false,
  score: [],
  state: {},
  ...overrides,
});

describe('shouldReplace', () => {
  it('takes a state when there is none', () => {
    expect(shouldReplace(null, state())).toBe(true);
  });

  it('takes the same or a newer version of the same game', () => {
    expect(shouldReplace(state({ version: 3 }), state({ version: 3 }))).toBe(true);
    expect(shouldReplace(state({ version: 3 }), state({ version: 4 }))).toBe(true);
  });

  it('ignores an older version of the same game', () => {
    expect(shouldReplace(state({ version: 4 }), state({ version: 3 }))).toBe(false);
  });

  it('keeps a started game against a waiting room of the same version (the lobby and the start are both 0)', () => {
    const waiting = state({ version: 0, player: null });
    const started = state({ version: 0 });
    expect(shouldReplace(started, waiting)).toBe(false);
    expect(shouldReplace(waiting, started)).toBe(true);
    expect(shouldReplace(waiting, state({ version: 0, player: null, score: [] }))).toBe(true);
  });

  it('takes another game whatever its version', () => {
    expect(shouldReplace(state({ version: 9 }), state({ code: 'ZZ99', version: 0 }))).toBe(true);
  });
});

describe('matchReducer', () => {
  it("keeps the pushed start when the answer to the user's own join arrives after it", () => {
    const started = state({ version: 0 });
    const afterPush = matchReducer(initialMatchState, { type: 'received', state: started });
    const afterAnswer = matchReducer(afterPush, { type: 'adopted', state: state({ version: 0, player: null }) });
    expect(afterAnswer.match).toBe(started);
  });

  it('keeps a newer local state when an older push arrives', () => {
    const newer = { match: state({ version: 5 }), loading: false, dismissed: null };
    expect(matchReducer(newer, { type: 'received', state: state({ version: 4 }) })).toBe(newer);
  });

  it('adopts a valid current state and ends loading', () => {
    const next = matchReducer({ ...initialMatchState, loading: true }, { type: 'loaded', answer: state() });
    expect(next).toEqual({ match: state(), loading: false, dismissed: null });
  });

  it('keeps a state pushed while the current state was on its way, when the answer is older', () => {
    const pushed = state({ version: 0 });
    const before = { match: pushed, loading: true, dismissed: null };
    const next = matchReducer(before, { type: 'loaded', answer: state({ version: 0, player: null }) });
    expect(next).toEqual({ match: pushed, loading: false, dismissed: null });
    expect(matchReducer(before, { type: 'loaded', answer: state({ version: 1 }) }).match).toEqual(
      state({ version: 1 }),
    );
  });

  it('leaves the state as it is on a 204', () => {
    const before = { match: state(), loading: true, dismissed: null };
    expect(matchReducer(before, { type: 'loaded', answer: undefined })).toEqual({
      match: state(),
      loading: false,
      dismissed: null,
    });
  });

  it('resets to no game on an error-shaped answer', () => {
    const before = { match: state(), loading: true, dismissed: null };
    expect(matchReducer(before, { type: 'loaded', answer: { message: 'Unauthorized', status: 401 } })).toEqual({
      match: null,
      loading: false,
      dismissed: null,
    });
  });
});

describe('leaving a game', () => {
  const playing = { match: state({ version: 5 }), loading: false, dismissed: null };

  it('forgets the game and ignores later pushes for it', () => {
    const left = matchReducer(playing, { type: 'dismissed' });
    expect(left).toEqual({ match: null, loading: false, dismissed: 'AB12' });
    expect(matchReducer(left, { type: 'received', state: state({ version: 6, gameOver: true }) })).toBe(left);
  });

  it('still takes pushes for another game', () => {
    const left = matchReducer(playing, { type: 'dismissed' });
    expect(matchReducer(left, { type: 'received', state: state({ code: 'ZZ99' }) }).match?.code).toBe('ZZ99');
  });

  it("takes the user's own answer for the same code again, e.g. joining back", () => {
    const left = matchReducer(playing, { type: 'dismissed' });
    const back = matchReducer(left, { type: 'adopted', state: state({ version: 0, player: null }) });
    expect(back.match?.code).toBe('AB12');
    expect(back.dismissed).toBeNull();
    expect(matchReducer(back, { type: 'received', state: state({ version: 1 }) }).match?.version).toBe(1);
  });
});

describe('activeGameUrl', () => {
  it('is the game of a running or waiting match, and nothing once it is over', () => {
    expect(activeGameUrl(state())).toBe('super_tic_tac_toe');
    expect(activeGameUrl(state({ gameOver: true, player: null }))).toBeNull();
    expect(activeGameUrl(null)).toBeNull();
  });
});
