import { fetchReplay, type Replay } from './replay-api';

let prefetched: { id: string; answer: Promise<Replay> } | null = null;

/**
 * Starts fetching a replay before its page renders: the page being opened at startup, alongside the shell's own chunks,
 * or the one a player is about to open (openingReplay). Its answer (or its failure) is for the page to take; asking
 * again for the same id before it is taken starts nothing new.
 */
export function prefetchReplay(id: string): Promise<Replay> {
  if (prefetched?.id === id) return prefetched.answer;
  const answer = fetchReplay(id);
  prefetched = { id, answer };
  // The page meets a failure when it takes the answer; nothing is left unhandled meanwhile.
  answer.catch(() => undefined);
  return answer;
}

/** The replay: the startup prefetch's answer the first time it was for this id, else a fetch of its own. */
export function takeReplay(id: string): Promise<Replay> {
  if (prefetched?.id !== id) return fetchReplay(id);
  const { answer } = prefetched;
  prefetched = null;
  return answer;
}
