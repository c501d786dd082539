import { api } from '../api/client';

interface Prefetched {
  userId: number;
  answer: Promise<unknown>;
  /** The answer, once it has come. */
  arrived?: { answer: unknown };
}

let prefetched: Prefetched | null = null;

/** GET /game/current-state; never rejects: a failure is the answer (an error object), as MatchProvider reads it. */
function fetchCurrentState(): Promise<unknown> {
  return api.get<unknown>('/game/current-state').then(
    (answer) => answer,
    (error: unknown) => error,
  );
}

/**
 * Starts fetching the signed-in user's current game at startup, alongside the shell's own chunks, instead of once
 * the first render has committed: on a game page the board is drawn from it.
 */
export function prefetchCurrentState(userId: number): void {
  const entry: Prefetched = { userId, answer: fetchCurrentState() };
  void entry.answer.then((answer) => (entry.arrived = { answer }));
  prefetched = entry;
}

/**
 * The startup prefetch's answer for this user if it has come already, taken as `takeCurrentState` takes it: a provider
 * mounted after it arrived starts from it, without a render of its own waiting for the promise.
 */
export function takeArrivedCurrentState(userId: number): { answer: unknown } | undefined {
  if (prefetched?.userId !== userId || !prefetched.arrived) return undefined;
  const { arrived } = prefetched;
  prefetched = null;
  return arrived;
}

/**
 * The user's current game: the startup prefetch's answer the first time it was for this user, else a fetch of its
 * own (a later sign-in, or a provider mounted again must not read an answer that may be stale by then).
 */
export function takeCurrentState(userId: number): Promise<unknown> {
  if (prefetched?.userId !== userId) return fetchCurrentState();
  const { answer } = prefetched;
  prefetched = null;
  return answer;
}
