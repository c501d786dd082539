import { ExpiryWheel } from './expiry-wheel';

describe('the expiry wheel', () => {
  it('hands out each item once, when its second has come', () => {
    const wheel = new ExpiryWheel<string>(1000);
    wheel.add('a', 1002);
    wheel.add('b', 1003);
    wheel.add('c', 1003);
    expect(wheel.due(1001)).toEqual([]);
    expect(wheel.due(1002.9)).toEqual(['a']);
    expect(wheel.due(1003)).toEqual(['b', 'c']);
    expect(wheel.due(1010)).toEqual([]);
    expect(wheel.size).toBe(0);
  });

  it('catches up on every second a stalled sweep missed', () => {
    const wheel = new ExpiryWheel<number>(0);
    for (let second = 1; second <= 50; second++) wheel.add(second, second);
    expect(wheel.due(50)).toHaveLength(50);
  });

  it('makes an item already past due at the next sweep', () => {
    const wheel = new ExpiryWheel<string>(100);
    wheel.due(105);
    wheel.add('late', 90);
    expect(wheel.due(105)).toEqual([]);
    expect(wheel.due(106)).toEqual(['late']);
  });

  it('forgets removed items, also those added past due', () => {
    const wheel = new ExpiryWheel<string>(100);
    const a = wheel.add('a', 110);
    const late = wheel.add('late', 50);
    expect([a, late]).toEqual([110, 101]);
    wheel.remove('a', a);
    wheel.remove('late', late);
    wheel.remove('never added', 120);
    expect(wheel.size).toBe(0);
    expect(wheel.due(200)).toEqual([]);
  });
});
