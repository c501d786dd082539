import type { GameManifestEntry } from '@tabletop/game-kit';
import { fetchGameManifest } from './manifest';

/** Boards' mf-manifest.json answers fetched ahead of the federation runtime, by URL, each handed to it once. */
const prefetchedManifests = new Map<string, Promise<Response>>();

/** The absolute URL of a board's entry (its mf-manifest.json): the federation runtime resolves chunks against it. */
export function boardEntryUrl({ remote }: GameManifestEntry): string {
  return new URL(remote.entry, window.location.href).href;
}

/**
 * Starts loading the board of the game page being opened at startup, alongside the shell's own chunks, instead of
 * once the page has rendered: the games list, then the board's manifest, then its entry and its Board chunk as
 * preloads, which the federation runtime's script tags then take from the memory cache. Failures are left for the
 * page to meet (and retry).
 */
export function preloadBoard(gameUrl: string): void {
  fetchGameManifest()
    .then(async (games) => {
      const game = games.find((candidate) => candidate.url === gameUrl);
      if (!game) return;
      const entryUrl = boardEntryUrl(game);
      if (!new URL(entryUrl).pathname.endsWith('.json')) return preloadScript(entryUrl);
      const answer = fetch(entryUrl);
      // Cloned before this preload reads the body, so the runtime gets one it can read.
      prefetchedManifests.set(
        entryUrl,
        answer.then((response) => response.clone()),
      );
      const manifest: unknown = await answer.then((response) => response.json());
      for (const script of boardScripts(manifest)) preloadScript(new URL(script, entryUrl).href);
    })
    .catch(() => undefined);
}

/**
 * The prefetched answer for the runtime's fetch of a board manifest, the first time only: the runtime keeps the
 * manifest it read, and a later fetch of it (a retry after a failure) must go to the network.
 */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const answer = prefetchedManifests.get(url);
  prefetchedManifests.delete(url);
  return answer;
}

interface BoardManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The board's remoteEntry.js and its ./Board chunks, relative to the manifest; shared libraries come from the shell. */
function boardScripts(manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as BoardManifest;
  const remoteEntry = metaData?.remoteEntry;
  const entry = remoteEntry?.name ? [[remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')] : [];
  const board = exposes?.find((expose) => expose.path === './Board')?.assets?.js?.sync ?? [];
  return [...entry, ...board];
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}
