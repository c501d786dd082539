import { presentSeats } from './presence';

describe('presentSeats', () => {
  it('keeps seat order and only seated players', () => {
    expect(presentSeats([5, 2, 9], new Set([9, 5, 77]), new Set())).toEqual({ online: [5, 9] });
    expect(presentSeats([5, 2], new Set(), new Set())).toEqual({ online: [] });
    expect(presentSeats([], new Set([1]), new Set())).toEqual({ online: [] });
  });

  it('counts the computer seats present, and lists them on their own', () => {
    expect(presentSeats([5, 2, 9], new Set([5]), new Set([9, 2]))).toEqual({ online: [5, 2, 9], computers: [2, 9] });
    expect(presentSeats([5], new Set([5]), new Set([77]))).toEqual({ online: [5] });
  });
});
