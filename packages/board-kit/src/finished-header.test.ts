import { finishedHeader } from './finished-header';

describe('finishedHeader', () => {
  it('says Aborted for a game called off, whatever its scores, and the game’s own result otherwise', () => {
    const result = jest.fn(() => 'Draw');
    expect(finishedHeader({ aborted: { by: 1, late: false } }, result)).toEqual({
      title: 'Game Over',
      detail: 'Aborted',
    });
    expect(result).not.toHaveBeenCalled();
    expect(finishedHeader({}, result)).toEqual({ title: 'Game Over', detail: 'Draw' });
  });
});
