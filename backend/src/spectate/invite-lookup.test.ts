import type { Match } from '@tabletop/game-kit';
import { lookUpInvite } from './invite-lookup';
import type { WatchedGame } from './watch-decision';

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: '8ae5c0de-1111-4222-8333-444455556666' };

function game(status: WatchedGame['status'], seats: number[]): WatchedGame {
  const match: Match<unknown> = {
    game: 'repello',
    player: null,
    score: [ann, ben].filter((player) => seats.includes(player.id)).map((player) => ({ player, score: 0 })),
    gameOver: status === 'over',
    state: null,
  };
  return { id: 7, code: 'AB12', game: 'repello', status, match, version: 0, seed: 's', seats, listed: false };
}

describe('what an invite code leads to', () => {
  it('offers a waiting table to join, with its host and how many sit at it', () => {
    expect(lookUpInvite(game('waiting', [1]), 3)).toEqual({
      status: 'waiting',
      game: 'repello',
      code: 'AB12',
      host: 'Ann',
      seated: 1,
    });
  });

  it('offers a game under way to watch, to whoever is not seated in it', () => {
    expect(lookUpInvite(game('playing', [1, 2]), 3)).toEqual({ status: 'playing', game: 'repello', code: 'AB12' });
  });

  it('leads a seated player to their own game, waiting or running', () => {
    expect(lookUpInvite(game('playing', [1, 2]), 2)?.status).toBe('seated');
    expect(lookUpInvite(game('waiting', [1]), 1)?.status).toBe('seated');
  });

  it('answers an unknown code and a finished game alike: nothing', () => {
    expect(lookUpInvite(null, 3)).toBeNull();
    expect(lookUpInvite(game('over', [1, 2]), 3)).toBeNull();
    expect(lookUpInvite(game('over', [1, 2]), 1)).toBeNull();
  });

  it('shows a guest host by their display name', () => {
    expect(lookUpInvite(game('waiting', [2]), 3)).toMatchObject({ host: 'Guest 8AE5' });
  });
});
