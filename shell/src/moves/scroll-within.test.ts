import { scrollWithin } from './scroll-within';

/** An element whose box lies from `top` to `bottom` on screen (jsdom lays nothing out). */
function placed(top: number, bottom: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom, left: 0, right: 100, width: 100, height: bottom - top }) as DOMRect;
  return element;
}

/** A 200 px high box scrolled to `scrollTop`, starting 300 px down the window. */
function box(scrollTop: number): HTMLElement {
  const element = placed(300, 500);
  element.scrollTop = scrollTop;
  return element;
}

describe('scrollWithin', () => {
  it('scrolls down just enough to show an item below the box', () => {
    const list = box(100);
    scrollWithin(list, placed(520, 560));
    expect(list.scrollTop).toBe(160);
  });

  it('scrolls up to show an item above the box', () => {
    const list = box(100);
    scrollWithin(list, placed(260, 300));
    expect(list.scrollTop).toBe(60);
  });

  it('leaves the box alone when the item is shown whole', () => {
    const list = box(100);
    scrollWithin(list, placed(400, 440));
    expect(list.scrollTop).toBe(100);
  });

  it('shows the top of an item taller than the box', () => {
    const list = box(0);
    scrollWithin(list, placed(350, 800));
    expect(list.scrollTop).toBe(50);
  });
});
