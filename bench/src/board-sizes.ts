/**
 * A board's own JavaScript: its remote entry plus the chunks its exposed modules load (sync and async), read from the
 * build's mf-manifest.json, less any chunk the manifest lists under a shared library (react, react-dom, MUI, emotion),
 * which the shell already provides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './gzip-size';
import type { FileSize } from './result';

interface Assets {
  js: { sync: string[]; async: string[] };
}

export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: Assets }[];
  exposes: { name: string; assets: Assets }[];
}

/** The files a board adds beyond the shared libraries (pure: from the manifest alone). */
export function boardOwnFiles(manifest: FederationManifest): string[] {
  const shared = new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
  const remoteEntry = join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const exposed = manifest.exposes.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
  return [...new Set([remoteEntry, ...exposed])].filter((file) => !shared.has(file));
}

export function boardSize(distDir: string): { gzipBytes: number; files: FileSize[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const files = boardOwnFiles(manifest).map((file) => ({
    file,
    gzipBytes: gzipSize(readFileSync(join(distDir, file))),
  }));
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}
