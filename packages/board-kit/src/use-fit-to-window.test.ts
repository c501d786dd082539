import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { fittedWidth, useFitToWindow } from './use-fit-to-window';

describe('fittedWidth', () => {
  it('is the height left below the top edge, less the gap, times the aspect ratio', () => {
    expect(fittedWidth(200, 768, { aspect: 1, bottomGap: 8 })).toBe(560);
    expect(fittedWidth(300, 667, { aspect: 1.32, bottomGap: 0 })).toBe(Math.floor(367 * 1.32));
  });

  it('never goes below the minimum width', () => {
    expect(fittedWidth(600, 667, { aspect: 1, minWidth: 324 })).toBe(324);
  });
});

describe('useFitToWindow', () => {
  function Fitted() {
    const fit = useFitToWindow<HTMLDivElement>({ aspect: 2, bottomGap: 0 });
    return createElement('div', { ref: fit.ref, 'data-testid': 'board', 'data-width': fit.maxWidth });
  }

  const height = window.innerHeight;
  afterEach(() => Object.defineProperty(window, 'innerHeight', { configurable: true, value: height }));

  it('measures on mount and again when the window resizes', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    const { getByTestId } = render(createElement(Fitted));
    const board = getByTestId('board');
    // jsdom lays nothing out: the element sits at the top, so the whole height is left.
    expect(board.dataset.width).toBe('1000');
    jest.spyOn(board, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(board.dataset.width).toBe('600');
  });
});
