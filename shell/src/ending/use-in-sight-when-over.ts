import { useEffect, useRef } from 'react';

/** Whether the element lies wholly in the window, below what its scroll margin keeps clear (the sticky app bar). */
function wholeInWindow(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const clear = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return top >= clear && bottom <= window.innerHeight;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A ref for a game's ending that brings it into the window once, when the game with that code is over: a player who
 * had scrolled down to the board's foot or the move list sees the result and Rematch without looking for them. An
 * ending already in the window stays put, and nothing moves again while the game stays over.
 */
export function useInSightWhenOver<T extends HTMLElement>(code: string, over: boolean) {
  const ref = useRef<T | null>(null);
  const broughtFor = useRef<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!over || !element || broughtFor.current === code) return;
    broughtFor.current = code;
    // jsdom lays nothing out and has no scrollIntoView.
    if (!wholeInWindow(element))
      element.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [code, over]);
  return ref;
}
