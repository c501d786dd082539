import { clockText, seatClockView } from './clock-text';

describe('clockText', () => {
  it('shows minutes and seconds, rounding up so a clock reads 0:10 until it is under ten seconds', () => {
    expect(clockText(300_000)).toBe('5:00');
    expect(clockText(62_001)).toBe('1:03');
    expect(clockText(10_000)).toBe('0:10');
    expect(clockText(3_723_000)).toBe('1:02:03');
  });

  it('shows tenths under ten seconds, and never less than nothing', () => {
    expect(clockText(9_999)).toBe('9.9');
    expect(clockText(9_400)).toBe('9.4');
    expect(clockText(50)).toBe('0.0');
    expect(clockText(-1200)).toBe('0.0');
  });
});

describe('seatClockView', () => {
  const clock = { initial: 60, increment: 0, remainingMs: [30_000, 9_000], running: 0, serverTime: 1_000 };

  it('counts down the running seat only, from the server’s time', () => {
    expect(seatClockView(clock, 0, 6_000)).toEqual({ ms: 25_000, text: '0:25', running: true, low: false });
    expect(seatClockView(clock, 1, 6_000)).toEqual({ ms: 9_000, text: '9.0', running: false, low: true });
    expect(seatClockView(clock, 0, 40_000)).toMatchObject({ ms: 0, text: '0.0', low: true });
  });
});
