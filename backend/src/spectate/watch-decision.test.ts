import type { GameDefinition, Match } from '@tabletop/game-kit';
import type { StoredGame } from '../match/game-state';
import { decideWatch, WATCH_MESSAGES, type WatchedGame } from './watch-decision';

const ann = { id: 1, name: 'Ann' };
const bob = { id: 2, name: 'Bob' };

const match: Match<{ secret: number; shown: number }> = {
  game: 'hidden',
  player: ann,
  score: [
    { player: ann, score: 0 },
    { player: bob, score: 0 },
  ],
  gameOver: false,
  state: { secret: 42, shown: 7 },
};

function watched(status: StoredGame['status'], overrides: Partial<WatchedGame> = {}): WatchedGame {
  return {
    id: 9,
    code: 'AB12',
    game: 'hidden',
    status,
    match,
    version: 3,
    seed: 's',
    seats: [1, 2],
    listed: false,
    ...overrides,
  };
}

/** A game with hidden information: everyone but a seat sees no secret. */
const hidden: Pick<GameDefinition, 'view'> = {
  view: (seen, viewer) => {
    const state = seen.state as { secret: number; shown: number };
    return { ...seen, state: viewer === null ? { shown: state.shown } : state };
  },
};
const rulesFor = (url: string) => (url === 'hidden' ? hidden : url === 'public' ? {} : undefined);

describe('decideWatch', () => {
  it("shows a running game's public view to someone not seated in it, with its id and seats", () => {
    const decision = decideWatch(watched('playing'), 3, rulesFor);
    expect(decision).toEqual({
      ok: true,
      gameId: 9,
      seats: [1, 2],
      state: { ...match, state: { shown: 7 }, code: 'AB12', version: 3, clock: null },
    });
  });

  it('shows a public game as it is', () => {
    const decision = decideWatch(watched('playing', { game: 'public' }), 3, rulesFor);
    expect(decision.ok && decision.state.state).toEqual({ secret: 42, shown: 7 });
  });

  it('refuses a seated player, even one who forfeited, without counting it as a guess', () => {
    for (const seat of [1, 2])
      expect(decideWatch(watched('playing'), seat, rulesFor)).toEqual({
        ok: false,
        error: WATCH_MESSAGES.seated,
        guess: false,
      });
  });

  it('refuses an unknown code, a game of unknown rules and a waiting game as guesses', () => {
    expect(decideWatch(null, 3, rulesFor)).toEqual({ ok: false, error: 'Unknown game', guess: true });
    expect(decideWatch(watched('playing', { game: 'gone' }), 3, rulesFor)).toEqual({
      ok: false,
      error: 'Unknown game',
      guess: true,
    });
    expect(decideWatch(watched('waiting'), 3, rulesFor)).toEqual({
      ok: false,
      error: WATCH_MESSAGES.notStarted,
      guess: true,
    });
  });

  it("answers a finished public game with its id, for the replay; a private one without, its replay being its seats'", () => {
    expect(decideWatch(watched('over', { listed: true }), 3, rulesFor)).toEqual({
      ok: false,
      error: 'Game over',
      replay: 9,
      guess: true,
    });
    expect(decideWatch(watched('over'), 3, rulesFor)).toEqual({ ok: false, error: 'Game over', guess: true });
  });
});
