import type { GameDefinition, Match } from './contract';
import { FORFEIT_ACTION } from './forfeit';
import { moveText, RESIGNS, SERVER_ACTION_TEXT } from './move-text';
import { initialScore, nextPlayer } from './score';
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

/** Players take turns saying the next number; nobody wins by the rules before 99. */
const count: GameDefinition<{ said: number }, { say: number }> = {
  url: 'count',
  displayText: 'Count',
  players: [2, 3],
  showScore: true,
  setup: (players) => ({
    game: 'count',
    player: players[0],
    score: initialScore(players),
    gameOver: false,
    state: { said: 0 },
  }),
  legalActions: (match, id) => (match.player?.id === id ? [{ say: match.state.said + 1 }] : []),
  apply(match, id, action) {
    if (match.player?.id !== id || action?.say !== match.state.said + 1)
      return { ok: false, error: { code: 'illegal', message: 'No' } };
    return {
      ok: true,
      match: { ...match, player: nextPlayer(match.score, match.player), state: { said: action.say } },
    };
  },
};

const three = (): Match<{ said: number }> => count.setup([ann, ben, cid]);

describe('the actions the server makes on a seat’s behalf', () => {
  it('takes a seat whose time is up out as a forfeit would, and names it', () => {
    const out = timeoutMatch(three(), ann.id, count);
    expect(out).toMatchObject({ player: ben, gameOver: false, forfeited: { players: [ann.id], timedOut: [ann.id] } });
    const over = timeoutMatch(timeoutMatch(out, ben.id, count), cid.id, count);
    expect(over.forfeited).toEqual({ players: [ann.id, ben.id], endedGame: true, timedOut: [ann.id, ben.id] });
    expect(timeoutMatch(over, cid.id, count)).toBe(over);
  });

  it('aborts a running game with no winner, and leaves a finished one alone', () => {
    const aborted = abortMatch(three(), ben.id);
    expect(aborted).toMatchObject({ player: null, gameOver: true, aborted: { by: ben.id, late: false } });
    expect(aborted.state).toEqual({ said: 0 });
    expect(abortMatch(aborted, ann.id, true)).toBe(aborted);
  });

  it('gives a claim the game: every other seat still in it forfeits', () => {
    const claimed = claimMatch(three(), ben.id, count);
    expect(claimed).toMatchObject({ gameOver: true, forfeited: { players: [ann.id, cid.id], endedGame: true } });
  });

  it('writes each in the move list', () => {
    expect(moveText(count, three(), ann.id, LATE_ABORT_ACTION)).toBe(SERVER_ACTION_TEXT.lateAbort);
    const before = three();
    expect(moveText(count, before, ann.id, TIMEOUT_ACTION)).toBe(SERVER_ACTION_TEXT.timeout);
    expect(moveText(count, before, ann.id, ABORT_ACTION)).toBe(SERVER_ACTION_TEXT.abort);
    expect(moveText(count, before, ann.id, CLAIM_ACTION)).toBe(SERVER_ACTION_TEXT.claim);
    expect(moveText(count, before, ann.id, FORFEIT_ACTION)).toBe(RESIGNS);
  });

  it('are told from any move of a game', () => {
    for (const action of [FORFEIT_ACTION, TIMEOUT_ACTION, ABORT_ACTION, CLAIM_ACTION])
      expect(isServerAction(action)).toBe(true);
    for (const action of [{ say: 1 }, null, '$abort', { type: 'abort' }]) expect(isServerAction(action)).toBe(false);
  });
});
