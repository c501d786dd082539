import { renderHook } from '@testing-library/react';
import { useInSightWhenOver } from './use-in-sight-when-over';

/** An ending panel lying from `top` to `bottom` on screen (jsdom lays nothing out), its scrolls recorded. */
function panel(top: number, bottom: number) {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom, left: 0, right: 300, width: 300, height: bottom - top }) as DOMRect;
  element.scrollIntoView = jest.fn();
  return element;
}

/** The hook for a game, its ref on `element` before the game ends (as the panel renders with the ending). */
function renderEnding(element: HTMLElement) {
  const hook = renderHook((props: { code: string; over: boolean }) => useInSightWhenOver(props.code, props.over), {
    initialProps: { code: 'K7QZ', over: false },
  });
  hook.result.current.current = element;
  return hook;
}

beforeEach(() => {
  window.innerHeight = 667;
});

describe('useInSightWhenOver', () => {
  it('brings an ending out of the window into it when the game ends, once', () => {
    const ending = panel(-240, -80);
    const { rerender } = renderEnding(ending);
    expect(ending.scrollIntoView).not.toHaveBeenCalled();

    rerender({ code: 'K7QZ', over: true });
    expect(ending.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(ending.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
    rerender({ code: 'K7QZ', over: true });
    expect(ending.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('brings in an ending below the window too', () => {
    const ending = panel(600, 760);
    const { rerender } = renderEnding(ending);
    rerender({ code: 'K7QZ', over: true });
    expect(ending.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the ending is already in the window', () => {
    const ending = panel(120, 280);
    const { rerender } = renderEnding(ending);
    rerender({ code: 'K7QZ', over: true });
    expect(ending.scrollIntoView).not.toHaveBeenCalled();
  });

  it('brings in the ending of the next game when it ends in turn', () => {
    const ending = panel(-240, -80);
    const { rerender } = renderEnding(ending);
    rerender({ code: 'K7QZ', over: true });
    rerender({ code: 'R2MX', over: false });
    rerender({ code: 'R2MX', over: true });
    expect(ending.scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
