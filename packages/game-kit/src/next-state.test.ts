import type { GameDefinition, GameState } from './contract';
import { nextState } from './next-state';
import { accept, reject, rejectOutOfTurn } from './result';
import { initialScore, nextPlayer } from './score';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

/** Each action adds to a total; 0 is refused. */
const adding: Pick<GameDefinition<number, number>, 'apply'> = {
  apply: (match, playerId, step) =>
    rejectOutOfTurn(match, playerId) ??
    (step === 0
      ? reject('illegal', 'Add something')
      : accept({
          game: 'add',
          player: nextPlayer(match.score, match.player),
          score: match.score,
          gameOver: false,
          state: match.state + step,
        })),
};

function served(version = 4): GameState<number> {
  return {
    game: 'add',
    player: ann,
    score: initialScore([ann, ben]),
    gameOver: false,
    state: 10,
    code: 'ABCD',
    version,
  };
}

describe('nextState', () => {
  it('keeps the invite code and counts one more version', () => {
    expect(nextState(adding, served(), ann.id, 2)).toEqual({
      ok: true,
      state: { ...served(5), player: ben, state: 12 },
    });
  });

  it('passes the rules’ refusal on', () => {
    expect(nextState(adding, served(), ann.id, 0)).toEqual({
      ok: false,
      error: { code: 'illegal', message: 'Add something' },
    });
    expect(nextState(adding, served(), ben.id, 1)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('keeps who forfeited earlier, as the server does', () => {
    const forfeited = { players: [3], endedGame: false };
    const result = nextState(adding, { ...served(), forfeited }, ann.id, 1);
    expect(result).toMatchObject({ ok: true, state: { forfeited, version: 5 } });
  });
});
