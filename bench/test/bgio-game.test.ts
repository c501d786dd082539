import { game as rules, type TttAction } from '@tabletop/super-tic-tac-toe/rules';
import { Client } from 'boardgame.io/client';
import { playerIdOfSeat, sttt, type TttMatch } from '../src/bgio-game';
import { pick, seededRandom } from '../src/random';

/** boardgame.io running our rules locally (no server): the same moves must give the same matches as our rules. */
function playBoth(seed: number) {
  const client = Client<TttMatch>({ game: sttt(), numPlayers: 2, debug: false });
  client.start();
  const random = seededRandom(seed);
  let ours = rules.setup([
    { id: 1, name: 'Seat 0' },
    { id: 2, name: 'Seat 1' },
  ]);
  expect(client.getState()!.G).toEqual(ours);
  let moves = 0;
  while (!ours.gameOver && moves < 200) {
    const mover = ours.player!.id;
    const state = client.getState()!;
    expect(playerIdOfSeat(state.ctx.currentPlayer)).toBe(mover);
    const action = pick(rules.legalActions(ours, mover), random);
    const result = rules.apply(ours, mover, action);
    if (!result.ok) throw new Error(result.error.message);
    ours = result.match;
    client.updatePlayerID(state.ctx.currentPlayer);
    client.moves.play(action);
    moves++;
    expect(client.getState()!.G).toEqual(ours);
  }
  const final = client.getState()!;
  client.stop();
  return { ours, final, moves };
}

describe('our Super Tic-Tac-Toe rules hosted by boardgame.io', () => {
  it.each([1, 2, 3, 8, 42])('plays a whole random game (seed %i) to the same result as our rules', (seed) => {
    const { ours, final, moves } = playBoth(seed);
    expect(ours.gameOver).toBe(true);
    expect(final.G).toEqual(ours);
    expect(final.ctx.gameover).toEqual({ score: ours.score.map((entry) => entry.score) });
    expect(final._stateID).toBe(moves);
    expect(final.ctx.turn).toBe(moves);
  });

  it('refuses what our rules refuse and changes nothing', () => {
    const client = Client<TttMatch>({ game: sttt(), numPlayers: 2, playerID: '0', debug: false });
    client.start();
    const before = client.getState()!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.moves.play({ board: 9, cell: 0 } as TttAction);
    errors.mockRestore();
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after._stateID).toBe(before._stateID);
    expect(after.ctx.currentPlayer).toBe('0');
    client.stop();
  });
});
