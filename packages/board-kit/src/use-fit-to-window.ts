import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface FitToWindowOptions {
  /** The fitted element's width over its height (it keeps this aspect ratio). */
  aspect: number;
  /** Never narrower than this, even if the window is too short (Repello's squares stay touchable). */
  minWidth?: number;
  /** Room left below the element, in px. */
  bottomGap?: number;
}

/** The widest the element may be so that it ends `bottomGap` above the window's bottom edge. */
export function fittedWidth(
  top: number,
  windowHeight: number,
  { aspect, minWidth = 0, bottomGap = 8 }: FitToWindowOptions,
): number {
  return Math.max(minWidth, Math.floor((windowHeight - top - bottomGap) * aspect));
}

/**
 * How wide a board may be so that all of it shows in the window without scrolling: the height left below its top
 * edge (whatever the page puts above it: app bar, players, score, header) times its aspect ratio. Measured again
 * when the window or anything on the page changes size. Put `ref` on the element and cap its width at `maxWidth`
 * (undefined until measured).
 */
export function useFitToWindow<E extends HTMLElement>(options: FitToWindowOptions) {
  const { aspect, minWidth, bottomGap } = options;
  const element = useRef<E | null>(null);
  const [maxWidth, setMaxWidth] = useState<number | undefined>(undefined);

  const measure = useCallback(() => {
    const target = element.current;
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY;
    setMaxWidth(fittedWidth(top, window.innerHeight, { aspect, minWidth, bottomGap }));
  }, [aspect, minWidth, bottomGap]);

  useLayoutEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    // What sits above the board can change height on its own (a players strip wrapping, a banner, a hint line).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref: element, maxWidth };
}
