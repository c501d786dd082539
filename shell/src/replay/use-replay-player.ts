import { useCallback, useEffect, useState } from 'react';

/** The speeds offered, as milliseconds per move. */
export const REPLAY_SPEEDS = [
  { label: 'Slow', ms: 2000 },
  { label: 'Normal', ms: 1000 },
  { label: 'Fast', ms: 400 },
] as const;

export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number]['ms'];

/**
 * Where a replay stands among its `last + 1` positions, and the ways to move: steps, jumps, and playing on at a
 * chosen speed until the last position (where playing stops by itself).
 */
export function useReplayPlayer(last: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1000);

  const goTo = useCallback(
    (target: number) => {
      setIndex(Math.max(0, Math.min(last, target)));
    },
    [last],
  );
  const first = useCallback(() => goTo(0), [goTo]);
  const previous = useCallback(() => setIndex((at) => Math.max(0, at - 1)), []);
  const next = useCallback(() => setIndex((at) => Math.min(last, at + 1)), [last]);
  const end = useCallback(() => goTo(last), [goTo, last]);

  const play = useCallback(() => {
    // Playing from the final position starts again from the first.
    setIndex((at) => (at >= last ? 0 : at));
    setPlaying(true);
  }, [last]);
  const pause = useCallback(() => setPlaying(false), []);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((at) => Math.min(last, at + 1)), speed);
    return () => clearTimeout(timer);
  }, [playing, index, last, speed]);

  return { index, playing, speed, setSpeed, goTo, first, previous, next, last: end, play, pause };
}

export type ReplayPlayer = ReturnType<typeof useReplayPlayer>;

/** Arrow keys step, Home and End jump; keys typed into a field or a menu are theirs. */
export function replayKeyAction(
  key: string,
  player: Pick<ReplayPlayer, 'first' | 'previous' | 'next' | 'last'>,
): (() => void) | null {
  switch (key) {
    case 'ArrowLeft':
      return player.previous;
    case 'ArrowRight':
      return player.next;
    case 'Home':
      return player.first;
    case 'End':
      return player.last;
    default:
      return null;
  }
}
