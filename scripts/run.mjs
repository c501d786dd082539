// Runs a command from the repository root, echoing it, and stops the script when it fails.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const line = `${command} ${args.join(' ')}`;
  console.log(`\n$ ${line}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  // The wall time of each step, so a CI log shows where its time goes.
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${line} failed (exit ${result.status ?? result.signal}, ${seconds} s)`);
    process.exit(result.status || 1);
  }
  console.log(`(${seconds} s: ${line})`);
}
