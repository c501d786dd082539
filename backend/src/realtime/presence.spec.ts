import { onlineSeated } from './presence';

describe('onlineSeated', () => {
  it('keeps seat order and only seated players', () => {
    expect(onlineSeated([5, 2, 9], new Set([9, 5, 77]))).toEqual([5, 9]);
    expect(onlineSeated([5, 2], new Set())).toEqual([]);
    expect(onlineSeated([], new Set([1]))).toEqual([]);
  });
});
