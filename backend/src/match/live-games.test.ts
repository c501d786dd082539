import type { StoredGame } from './game-state';
import { LiveGames } from './live-games';

const game = (id: number, code: string, status: StoredGame['status'] = 'playing'): StoredGame => ({
  id,
  code,
  game: 'race',
  status,
  match: { game: 'race', player: null, score: [], gameOver: status === 'over', state: null },
  version: 1,
  seed: 's',
});

describe('LiveGames', () => {
  it('finds a playing game by code, in any case, for the players still taking part only', () => {
    const live = new LiveGames();
    live.remember({ game: game(1, 'AB12'), activePlayers: [7, 8] });
    expect(live.seatedIn('ab12', 7)?.game.id).toBe(1);
    expect(live.seatedIn('AB12', 9)).toBeUndefined();
    expect(live.seatedIn('CD34', 7)).toBeUndefined();
  });

  it('forgets a game that is no longer playing', () => {
    const live = new LiveGames();
    live.remember({ game: game(1, 'AB12'), activePlayers: [7] });
    live.remember({ game: game(1, 'AB12', 'over'), activePlayers: [] });
    expect(live.seatedIn('AB12', 7)).toBeUndefined();
    live.remember({ game: game(2, 'CD34', 'waiting'), activePlayers: [7] });
    expect(live.size).toBe(0);
  });

  it('drops the least recently used game beyond its capacity', () => {
    const live = new LiveGames(2);
    live.remember({ game: game(1, 'AAAA'), activePlayers: [1] });
    live.remember({ game: game(2, 'BBBB'), activePlayers: [2] });
    live.seatedIn('AAAA', 1);
    live.remember({ game: game(3, 'CCCC'), activePlayers: [3] });
    expect(live.seatedIn('BBBB', 2)).toBeUndefined();
    expect(live.seatedIn('AAAA', 1)?.game.id).toBe(1);
    expect(live.seatedIn('CCCC', 3)?.game.id).toBe(3);
  });
});
