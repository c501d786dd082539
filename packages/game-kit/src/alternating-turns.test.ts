import { alternatingTurns, type AlternatingTurnRules } from './alternating-turns';
import type { Match } from './contract';

/** A word game: each player says a new word in turn; saying `win` wins, `draw` draws. */
type Words = { said: string[] };
type Say = { say: string };

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const cid = { id: 3, name: 'Cid' };

const rules: AlternatingTurnRules<Words, Say> = {
  url: 'words',
  winScore: 10,
  initialState: () => ({ said: [] }),
  legalMoves: (state) => ['a', 'b', 'win', 'draw'].filter((word) => !state.said.includes(word)).map((say) => ({ say })),
  readAction: (action) => {
    const say = (action as { say?: unknown } | null)?.say;
    return typeof say === 'string' ? { say } : null;
  },
  malformed: 'An action is { say } with a word',
  illegalReason: (state, { say }) => (state.said.includes(say) ? `${say} was said` : null),
  play: (state, { say }) => ({ said: [...state.said, say] }),
  outcomeAfter: (_state, { say }) => {
    if (say === 'win') return { over: true, winner: 'the mover' };
    return say === 'draw' ? { over: true, winner: null } : { over: false };
  },
};
const { setup, legalActions, apply } = alternatingTurns(rules);

function after(match: Match<Words>, playerId: number, say: string): Match<Words> {
  const result = apply(match, playerId, { say });
  if (!result.ok) throw new Error(result.error.message);
  return result.match;
}

describe('alternatingTurns', () => {
  it('sets up the initial state with the first seat to move and nobody scoring', () => {
    expect(setup([ann, ben])).toEqual({
      game: 'words',
      player: ann,
      score: [
        { player: ann, score: 0 },
        { player: ben, score: 0 },
      ],
      gameOver: false,
      state: { said: [] },
    });
  });

  it('passes the turn round the seats in order after a move that does not end the game', () => {
    const one = after(setup([ann, ben, cid]), ann.id, 'a');
    expect(one).toMatchObject({ player: ben, gameOver: false, state: { said: ['a'] } });
    expect(after(after(one, ben.id, 'b'), cid.id, 'c').player).toEqual(ann);
  });

  it('lists the legal moves for the player to move only, and nothing once the game is over', () => {
    const match = setup([ann, ben]);
    expect(legalActions(match, ann.id)).toEqual(rules.legalMoves(match.state));
    expect(legalActions(match, ben.id)).toEqual([]);
    expect(legalActions(after(match, ann.id, 'draw'), ann.id)).toEqual([]);
  });

  it('gives a win to the player who just moved, and nothing for a draw', () => {
    const won = after(after(setup([ann, ben]), ann.id, 'a'), ben.id, 'win');
    expect(won).toMatchObject({ player: null, gameOver: true, state: { said: ['a', 'win'] } });
    expect(won.score).toEqual([
      { player: ann, score: 0 },
      { player: ben, score: 10 },
    ]);
    const drawn = after(setup([ann, ben]), ann.id, 'draw');
    expect(drawn).toMatchObject({ player: null, gameOver: true });
    expect(drawn.score.map((entry) => entry.score)).toEqual([0, 0]);
  });

  it('refuses in order: a finished game, the wrong player, an unreadable action, an illegal move', () => {
    const match = after(setup([ann, ben]), ann.id, 'a');
    const over = after(match, ben.id, 'win');
    expect(apply(over, ann.id, { say: 'b' })).toEqual({
      ok: false,
      error: { code: 'game-over', message: 'The game is over' },
    });
    expect(apply(match, ann.id, { say: 9 } as never)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(apply(match, ben.id, { say: 9 } as never)).toEqual({
      ok: false,
      error: { code: 'malformed', message: 'An action is { say } with a word' },
    });
    expect(apply(match, ben.id, { say: 'a' })).toEqual({
      ok: false,
      error: { code: 'illegal', message: 'a was said' },
    });
  });

  it('does not change the match it is given', () => {
    const match = setup([ann, ben]);
    const copy = structuredClone(match);
    after(match, ann.id, 'win');
    expect(match).toEqual(copy);
  });
});
