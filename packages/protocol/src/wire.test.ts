import { isWaiting } from './wire';

describe('isWaiting', () => {
  const ann = { id: 1, name: 'Ann' };

  it('is true for a seated game that has not started: nobody to move and not over', () => {
    expect(isWaiting({ player: null, gameOver: false })).toBe(true);
  });

  it('is false while someone is to move', () => {
    expect(isWaiting({ player: ann, gameOver: false })).toBe(false);
  });

  it('is false once the game is over', () => {
    expect(isWaiting({ player: null, gameOver: true })).toBe(false);
  });
});
