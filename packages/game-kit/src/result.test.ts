import type { Match } from './contract';
import { accept, reject, rejectOutOfTurn } from './result';

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const running: Match<null> = {
  game: 'test',
  player: ann,
  score: [
    { player: ann, score: 0 },
    { player: ben, score: 0 },
  ],
  gameOver: false,
  state: null,
};

describe('results', () => {
  it('wraps an accepted match and a typed rejection', () => {
    expect(accept(running)).toEqual({ ok: true, match: running });
    expect(reject('illegal', 'No')).toEqual({ ok: false, error: { code: 'illegal', message: 'No' } });
  });

  it('lets the player to move through', () => {
    expect(rejectOutOfTurn(running, ann.id)).toBeNull();
  });

  it('refuses anyone else with not-your-turn', () => {
    expect(rejectOutOfTurn(running, ben.id)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(rejectOutOfTurn(running, 99)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(rejectOutOfTurn({ ...running, player: null }, ann.id)).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
  });

  it('refuses everyone with game-over once the game is over, before looking at the turn', () => {
    const over = { ...running, gameOver: true, player: null };
    expect(rejectOutOfTurn(over, ann.id)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(rejectOutOfTurn({ ...running, gameOver: true }, ann.id)).toMatchObject({ error: { code: 'game-over' } });
  });
});
