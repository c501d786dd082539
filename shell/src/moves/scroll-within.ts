/**
 * Scrolls `box` just enough to show `item`, one of its descendants, whole (the nearest edge first). Unlike
 * `scrollIntoView`, nothing around the box moves: the window stays where the player left it.
 */
export function scrollWithin(box: HTMLElement, item: HTMLElement): void {
  const shown = box.getBoundingClientRect();
  const wanted = item.getBoundingClientRect();
  if (wanted.top < shown.top) box.scrollTop -= shown.top - wanted.top;
  else if (wanted.bottom > shown.bottom)
    box.scrollTop += Math.min(wanted.bottom - shown.bottom, wanted.top - shown.top);
}
