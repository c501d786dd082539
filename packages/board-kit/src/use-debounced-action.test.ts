import { renderHook } from '@testing-library/react';
import { useDebouncedAction } from './use-debounced-action';

function setup(windowMs?: number) {
  let clock = 1_000;
  const handler = jest.fn();
  const { result } = renderHook(() => useDebouncedAction(handler, windowMs, () => clock));
  return {
    handler,
    click: (value: number) => result.current(value),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('useDebouncedAction', () => {
  it('passes the first click through with its arguments', () => {
    const { handler, click } = setup();
    click(7);
    expect(handler).toHaveBeenCalledWith(7);
  });

  it('ignores a click within 250 ms of the last accepted one', () => {
    const { handler, click, advance } = setup();
    click(1);
    advance(249);
    click(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('accepts a click once 250 ms have passed', () => {
    const { handler, click, advance } = setup();
    click(1);
    advance(250);
    click(2);
    expect(handler.mock.calls).toEqual([[1], [2]]);
  });

  it('measures the window from the last accepted click, not from ignored ones', () => {
    const { handler, click, advance } = setup(100);
    click(1);
    advance(90);
    click(2);
    advance(20);
    click(3);
    expect(handler.mock.calls).toEqual([[1], [3]]);
  });

  it('hands each ignored click to onDropped, with its arguments', () => {
    let clock = 1_000;
    const handler = jest.fn();
    const onDropped = jest.fn();
    const { result } = renderHook(() => useDebouncedAction(handler, 250, () => clock, onDropped));
    result.current(1);
    clock += 10;
    result.current(2);
    expect(handler.mock.calls).toEqual([[1]]);
    expect(onDropped.mock.calls).toEqual([[2]]);
  });
});
