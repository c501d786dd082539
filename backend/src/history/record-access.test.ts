import { mayReadMoves, maySee, NEVER_STARTED, replayRefusal, STILL_RUNNING, UNKNOWN_GAME } from './record-access';

const [ann, ben] = [{ id: 1 }, { id: 2 }];
const CAT = 3;
const game = (listed: boolean, status: 'waiting' | 'playing' | 'over' = 'over', dealt = 2) => ({
  listed,
  status,
  players: [ann, ben],
  dealt,
});

describe('who may see a recorded game', () => {
  it('shows a public game to anyone, any other only to its seats', () => {
    expect([ann.id, ben.id, CAT].map((viewer) => maySee(game(true), viewer))).toEqual([true, true, true]);
    expect([ann.id, ben.id, CAT].map((viewer) => maySee(game(false), viewer))).toEqual([true, true, false]);
  });

  it('replays a finished game to whoever may see it, and answers anyone else as an unknown id', () => {
    expect(replayRefusal(game(false), ann.id)).toBeNull();
    expect(replayRefusal(game(true), CAT)).toBeNull();
    const unknown = { status: 404, message: UNKNOWN_GAME };
    expect(replayRefusal(game(false), CAT)).toEqual(unknown);
    expect(replayRefusal(game(false, 'playing'), CAT)).toEqual(unknown);
    expect(replayRefusal(null, CAT)).toEqual(unknown);
  });

  it('has no replay of a game that has not ended, nor of one nobody was dealt into', () => {
    expect(replayRefusal(game(false, 'playing'), ann.id)).toEqual({ status: 409, message: STILL_RUNNING });
    expect(replayRefusal(game(true, 'waiting'), CAT)).toEqual({ status: 409, message: STILL_RUNNING });
    const abandoned = { listed: true, status: 'over' as const, players: [], dealt: 0 };
    expect(replayRefusal(abandoned, CAT)).toEqual({ status: 409, message: NEVER_STARTED });
    expect(replayRefusal({ ...abandoned, listed: false }, CAT)).toEqual({ status: 404, message: UNKNOWN_GAME });
  });

  it("lists a running game's moves to whoever holds its code, a finished private one's to its seats only", () => {
    expect(mayReadMoves(game(false, 'playing'), CAT)).toBe(true);
    expect(mayReadMoves(game(false, 'over'), CAT)).toBe(false);
    expect(mayReadMoves(game(false, 'over'), ben.id)).toBe(true);
    expect(mayReadMoves(game(true, 'over'), CAT)).toBe(true);
    expect(mayReadMoves(game(false, 'waiting'), CAT)).toBe(false);
  });
});
