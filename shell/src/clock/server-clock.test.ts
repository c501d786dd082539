import { ServerClock } from './server-clock';

describe('ServerClock', () => {
  it('is 0 until the server has been heard', () => {
    expect(new ServerClock().offset()).toBe(0);
  });

  it('takes the offset from the shortest recent round trip’s midpoint', () => {
    const clock = new ServerClock();
    clock.roundTrip(10_500, 1_000, 1_400); // midpoint 1_200: +9_300, ±200
    clock.roundTrip(20_040, 11_000, 11_020); // midpoint 11_010: +9_030, ±10
    clock.roundTrip(30_900, 21_000, 22_000); // midpoint 21_500: +9_400, ±500
    expect(clock.offset()).toBe(9_030);
    expect(clock.now(50_000)).toBe(59_030);
  });

  it('never believes the server is behind what a state that arrived proves', () => {
    const clock = new ServerClock();
    clock.arrived(5_000, 1_000);
    expect(clock.offset()).toBe(4_000);
    clock.roundTrip(10_000, 7_000, 7_100);
    expect(clock.offset()).toBe(2_950);
    clock.arrived(12_000, 8_000);
    expect(clock.offset()).toBe(4_000);
  });

  it('ignores a round trip that ends before it began', () => {
    const clock = new ServerClock();
    clock.roundTrip(10_000, 2_000, 1_000);
    expect(clock.offset()).toBe(0);
  });
});
