// Which web builds (the shell, each board) can be skipped: none of their inputs changed since they last succeeded.
// Webpack's filesystem cache makes a build with few changes quick, but even with nothing changed each build still
// starts webpack, restores its cache and emits every file again (tens of seconds for the five builds on two cores);
// skipping them is what lets a second `npm start` serve within seconds.
//
// An input is any file under the workspace itself, the shared packages (kits and build config) or the lockfile, by
// its modification time; the build's environment (NODE_ENV, BUILD_ID) counts too. A record is kept per workspace in
// node_modules/.cache, outside what the site serves.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';

const SHARED_INPUTS = ['packages', 'package-lock.json'];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.cache', 'test-results']);

/** The file each web build writes last-needed: without it the output is gone, whatever the record says. */
function outputOf(root, workspace) {
  return workspace === 'shell'
    ? join(root, 'shell/dist/index.html')
    : join(root, workspace, 'dist/board/mf-manifest.json');
}

function environment() {
  return JSON.stringify({ NODE_ENV: process.env.NODE_ENV ?? null, BUILD_ID: process.env.BUILD_ID ?? null });
}

/** The latest modification time of any file under `path`, skipping outputs and installed packages. */
function newestChange(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!NOT_INPUTS.has(entry)) newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const recordsOf = (root) => join(root, 'node_modules', '.cache', 'tabletop-builds');
const recordOf = (root, workspace) => join(recordsOf(root), `${workspace}.json`);

/** Whether `workspace`'s last successful build saw every input as it is now. */
export function builtAndUnchanged(workspace, root = repoRoot) {
  // A build into another folder (a release built beside the one being served) is never skipped.
  const record = recordOf(root, workspace);
  if (process.env.BUILD_OUTPUT_DIR || !existsSync(outputOf(root, workspace)) || !existsSync(record)) return false;
  const { startedAt, environment: builtIn } = JSON.parse(readFileSync(record, 'utf8'));
  if (builtIn !== environment()) return false;
  const newest = Math.max(...[workspace, ...SHARED_INPUTS].map((input) => newestChange(join(root, input))));
  return newest < startedAt;
}

/** Remembers a successful build of `workspace` that began at `startedAt` (an edit made during it counts as new). */
export function recordBuilt(workspace, startedAt, root = repoRoot) {
  if (process.env.BUILD_OUTPUT_DIR) return;
  mkdirSync(recordsOf(root), { recursive: true });
  writeFileSync(recordOf(root, workspace), JSON.stringify({ startedAt, environment: environment() }));
}
