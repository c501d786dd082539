import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node flags of our server's start command (backend/package.json's `start`, which the image, compose and the
 * root `npm start` repeat): the bench measures the server as it is deployed, young-generation size included.
 */
export function ourStartFlags(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'backend', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
