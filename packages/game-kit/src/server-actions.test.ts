import type { Match } from './contract';
import { FORFEIT_ACTION } from './forfeit';
import { moveText, RESIGNS, SERVER_ACTION_TEXT } from './move-text';
import { countGame, type CountState } from './testing/count-game';
import {
  ABORT_ACTION,
  abortMatch,
  CLAIM_ACTION,
  claimMatch,
  isServerAction,
  LATE_ABORT_ACTION,
  TIMEOUT_ACTION,
  timeoutMatch,
} from './server-actions';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];

const three = (): Match<CountState> => countGame.setup([ann, ben, cid]);

describe('the actions the server makes on a seat’s behalf', () => {
  it('takes a seat whose time is up out as a forfeit would, and names it', () => {
    const out = timeoutMatch(three(), ann.id, countGame);
    expect(out).toMatchObject({ player: ben, gameOver: false, forfeited: { players: [ann.id], timedOut: [ann.id] } });
    const over = timeoutMatch(timeoutMatch(out, ben.id, countGame), cid.id, countGame);
    expect(over.forfeited).toEqual({ players: [ann.id, ben.id], endedGame: true, timedOut: [ann.id, ben.id] });
    expect(timeoutMatch(over, cid.id, countGame)).toBe(over);
  });

  it('aborts a running game with no winner, and leaves a finished one alone', () => {
    const aborted = abortMatch(three(), ben.id);
    expect(aborted).toMatchObject({ player: null, gameOver: true, aborted: { by: ben.id, late: false } });
    expect(aborted.state).toEqual({ said: 0 });
    expect(abortMatch(aborted, ann.id, true)).toBe(aborted);
  });

  it('gives a claim the game: every other seat still in it forfeits', () => {
    const claimed = claimMatch(three(), ben.id, countGame);
    expect(claimed).toMatchObject({ gameOver: true, forfeited: { players: [ann.id, cid.id], endedGame: true } });
  });

  it('writes each in the move list', () => {
    expect(moveText(countGame, three(), ann.id, LATE_ABORT_ACTION)).toBe(SERVER_ACTION_TEXT.lateAbort);
    const before = three();
    expect(moveText(countGame, before, ann.id, TIMEOUT_ACTION)).toBe(SERVER_ACTION_TEXT.timeout);
    expect(moveText(countGame, before, ann.id, ABORT_ACTION)).toBe(SERVER_ACTION_TEXT.abort);
    expect(moveText(countGame, before, ann.id, CLAIM_ACTION)).toBe(SERVER_ACTION_TEXT.claim);
    expect(moveText(countGame, before, ann.id, FORFEIT_ACTION)).toBe(RESIGNS);
  });

  it('are told from any move of a game', () => {
    for (const action of [FORFEIT_ACTION, TIMEOUT_ACTION, ABORT_ACTION, CLAIM_ACTION])
      expect(isServerAction(action)).toBe(true);
    for (const action of [{ say: 1 }, null, '$abort', { type: 'abort' }]) expect(isServerAction(action)).toBe(false);
  });
});
