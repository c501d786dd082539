import { api } from '../api/client';

let prefetched: { userId: number; answer: Promise<unknown> } | null = null;

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
  prefetched = { userId, answer: fetchCurrentState() };
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
