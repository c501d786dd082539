import { runningGame, waitingGame, OPPONENT } from '../test/game-states';
import { GUEST } from '../test/render-app';
import { isMyTurn, titleWithTurnMark } from './turn-state';

describe('isMyTurn', () => {
  it('is true only while the player is to move in a started, unfinished game', () => {
    const mine = runningGame('repello');
    expect(isMyTurn(mine, GUEST.id)).toBe(true);
    expect(isMyTurn({ ...mine, player: OPPONENT }, GUEST.id)).toBe(false);
    expect(isMyTurn({ ...mine, gameOver: true }, GUEST.id)).toBe(false);
    expect(isMyTurn(waitingGame('repello', 2), GUEST.id)).toBe(false);
    expect(isMyTurn(null, GUEST.id)).toBe(false);
    expect(isMyTurn(mine, undefined)).toBe(false);
  });
});

describe('titleWithTurnMark', () => {
  it('adds the mark once and takes it off again', () => {
    expect(titleWithTurnMark('Tabletop', true)).toBe('(Your turn) Tabletop');
    expect(titleWithTurnMark('(Your turn) Tabletop', true)).toBe('(Your turn) Tabletop');
    expect(titleWithTurnMark('(Your turn) Tabletop', false)).toBe('Tabletop');
    expect(titleWithTurnMark('Tabletop', false)).toBe('Tabletop');
  });
});
