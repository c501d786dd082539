import type { GameManifestEntry } from '@tabletop/game-kit';
import { fetchGameManifest } from './manifest';

interface PrefetchedManifest {
  url: string;
  body: string;
}

/**
 * The board manifest preloadBoard fetched, once its scripts' preloads are in the document; null when there is none.
 * Settled before the runtime may use it, so the runtime's script tags always come after the preloads they reuse.
 */
let prefetched: Promise<PrefetchedManifest | null> = Promise.resolve(null);

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
  prefetched = fetchGameManifest()
    .then(async (games) => {
      const game = games.find((candidate) => candidate.url === gameUrl);
      if (!game) return null;
      const url = boardEntryUrl(game);
      if (!new URL(url).pathname.endsWith('.json')) {
        preloadScript(url);
        return null;
      }
      const response = await fetch(url);
      if (!response.ok) return null;
      const body = await response.text();
      for (const script of boardScripts(JSON.parse(body))) preloadScript(new URL(script, url).href);
      return { url, body };
    })
    .catch(() => null);
}

/**
 * The prefetched manifest as the runtime's fetch of `url` would have answered it, the first time only: the runtime
 * keeps the manifest it read, and a later fetch of it (a retry after a failure) must go to the network.
 */
export async function takePrefetchedManifest(url: string): Promise<Response | undefined> {
  const manifest = await prefetched;
  if (manifest?.url !== url) return undefined;
  prefetched = Promise.resolve(null);
  return new Response(manifest.body, { headers: { 'Content-Type': 'application/json' } });
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
