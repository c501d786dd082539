import { countGame } from './count-game';
import { playGame } from './play-game';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];

describe('countGame', () => {
  it('has the seats take turns saying the next number, without ever ending', () => {
    const { end, actions } = playGame(countGame, [ann, ben, cid], { seed: 's', maxActions: 7 });
    expect(actions).toEqual([1, 2, 3, 4, 5, 6, 7].map((say) => ({ say })));
    expect(end).toMatchObject({ game: 'count_test', player: ben, gameOver: false, state: { said: 7 } });
  });

  it('refuses another number, and any move out of turn', () => {
    const start = countGame.setup([ann, ben]);
    expect(countGame.apply(start, ann.id, { say: 2 })).toEqual({
      ok: false,
      error: { code: 'illegal', message: 'Wrong number' },
    });
    expect(countGame.apply(start, ben.id, { say: 1 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(countGame.legalActions(start, ben.id)).toEqual([]);
  });
});
