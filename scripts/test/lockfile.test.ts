import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './spawn-service';
import { gameWorkspaces } from '../workspaces.cjs';

// The root's workspaces, its `mfe-*` glob expanded to the game folders as npm expands it.
const manifests = [
  'package.json',
  ...(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces
    .flatMap((dir) => (dir === 'mfe-*' ? gameWorkspaces() : [dir]))
    .map((dir) => `${dir}/package.json`),
];

// The images install with `npm ci`, which accepts a lockfile that `npm install` would still complete (another
// platform's optional packages, say): a fresh clone's install would then rewrite it.
describe('package-lock.json', () => {
  it('is exactly what npm install makes of the package.json files, so npm ci installs what a fresh clone gets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-lock-'));
    try {
      for (const file of [...manifests, 'package-lock.json']) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        cpSync(join(repoRoot, file), join(dir, file));
      }
      execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: 'pipe',
        timeout: 120_000,
      });
      const committed = readFileSync(join(repoRoot, 'package-lock.json'), 'utf8');
      expect(readFileSync(join(dir, 'package-lock.json'), 'utf8') === committed).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
