import type { GameManifestEntry } from '@tabletop/protocol';
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
 * preloads, which the federation runtime's script tags then take from the memory cache. On a repeat visit the files
 * the board had last time are asked for at once, before the games list answers: the shell's startup holds the main
 * thread for long stretches, and every step of the chain above waits for one to end. Failures are left for the page
 * to meet (and retry).
 */
export function preloadBoard(gameUrl: string): void {
  const remembered = rememberedFiles(gameUrl);
  const early = remembered && fetchManifest(remembered.manifest);
  for (const script of remembered?.scripts ?? []) preloadScript(script);
  prefetched = fetchGameManifest()
    .then(async (games) => {
      const game = games.find((candidate) => candidate.url === gameUrl);
      if (!game) return null;
      const url = boardEntryUrl(game);
      if (!new URL(url).pathname.endsWith('.json')) {
        preloadScript(url);
        return null;
      }
      const body = (remembered?.manifest === url ? await early : undefined) ?? (await fetchManifest(url));
      if (body === undefined) return null;
      const scripts = boardScripts(JSON.parse(body)).map((script) => new URL(script, url).href);
      for (const script of scripts) if (!remembered?.scripts.includes(script)) preloadScript(script);
      rememberFiles(gameUrl, { manifest: url, scripts });
      return { url, body };
    })
    .catch(() => null);
}

/** A board manifest's text, or undefined when it could not be fetched. */
async function fetchManifest(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/** The board's manifest and the scripts it named, as the last load of this game's page in this browser found them. */
interface BoardFiles {
  manifest: string;
  scripts: string[];
}

const filesKey = (gameUrl: string) => `tabletop:board-files:${gameUrl}`;

function rememberedFiles(gameUrl: string): BoardFiles | undefined {
  try {
    const files = JSON.parse(localStorage.getItem(filesKey(gameUrl)) ?? 'null') as Partial<BoardFiles> | null;
    const texts = (value: unknown): value is string[] =>
      Array.isArray(value) && value.every((item) => typeof item === 'string');
    if (typeof files?.manifest !== 'string' || !texts(files.scripts)) return undefined;
    return { manifest: files.manifest, scripts: files.scripts };
  } catch {
    return undefined;
  }
}

function rememberFiles(gameUrl: string, files: BoardFiles): void {
  try {
    localStorage.setItem(filesKey(gameUrl), JSON.stringify(files));
  } catch {
    // Storage full or refused: the next visit just asks the games list first.
  }
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
