import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './spawn-service';

const MODULE = pathToFileURL(join(repoRoot, 'scripts/unchanged-builds.mjs')).href;

/** Calls one of scripts/unchanged-builds.mjs's functions in a Node process of its own (it is an ES module). */
function call(root: string, code: string, env: Record<string, string> = {}): string {
  const script = `import { builtAndUnchanged, recordBuilt } from '${MODULE}'; const root = ${JSON.stringify(root)}; ${code}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  }).trim();
}

const unchanged = (root: string, env?: Record<string, string>) =>
  call(root, "console.log(builtAndUnchanged('mfe-dots', root))", env);

describe('scripts/unchanged-builds.mjs: which web builds npm start may skip', () => {
  let root: string;
  const earlier = new Date(Date.now() - 60_000);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'unchanged-builds-'));
    for (const dir of ['mfe-dots/src', 'mfe-dots/dist/board', 'packages/game-kit/src'])
      mkdirSync(join(root, dir), { recursive: true });
    const files = ['mfe-dots/src/Board.tsx', 'packages/game-kit/src/contract.ts', 'package-lock.json'];
    for (const file of files) {
      writeFileSync(join(root, file), '');
      utimesSync(join(root, file), earlier, earlier);
    }
    writeFileSync(join(root, 'mfe-dots/dist/board/mf-manifest.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips a build only after it succeeded, with nothing changed since it began', () => {
    expect(unchanged(root)).toBe('false');
    call(root, "recordBuilt('mfe-dots', Date.now(), root)");
    expect(unchanged(root)).toBe('true');
  });

  it.each([
    ['its own source', 'mfe-dots/src/Board.tsx'],
    ['a shared package', 'packages/game-kit/src/contract.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds again when %s changed', (_what, file) => {
    call(root, "recordBuilt('mfe-dots', Date.now(), root)");
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, file), later, later);
    expect(unchanged(root)).toBe('false');
  });

  it('builds again for another environment, a missing output, or into another folder', () => {
    call(root, "recordBuilt('mfe-dots', Date.now(), root)");
    expect(unchanged(root, { NODE_ENV: 'development' })).toBe('false');
    expect(unchanged(root, { BUILD_OUTPUT_DIR: join(root, 'release') })).toBe('false');
    rmSync(join(root, 'mfe-dots/dist'), { recursive: true });
    expect(unchanged(root)).toBe('false');
  });
});
