import type { GameManifestEntry } from '@tabletop/protocol';
import { api } from '../api/client';

let manifest: Promise<GameManifestEntry[]> | null = null;

/** GET /api/games once per page load; a failed fetch is forgotten so a retry asks again. */
export function fetchGameManifest(): Promise<GameManifestEntry[]> {
  if (!manifest) {
    manifest = api.get<unknown>('/games').then((body) => (Array.isArray(body) ? body.filter(isManifestEntry) : []));
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
}

export function forgetGameManifest(): void {
  manifest = null;
}

function isManifestEntry(value: unknown): value is GameManifestEntry {
  const entry = value as GameManifestEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.url === 'string' &&
    typeof entry.menuLabel === 'string' &&
    typeof entry.remote?.name === 'string' &&
    typeof entry.remote?.entry === 'string'
  );
}
