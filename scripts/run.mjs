// Runs a command from the repository root, echoing it, and stops the script when it fails.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The machine's CPU time so far, busy and in all, summed over its cores. */
function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export function run(command, args, options = {}) {
  const line = `${command} ${args.join(' ')}`;
  console.log(`\n$ ${line}`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  // The wall time of each step and how busy the cores were meanwhile, so a CI log shows where its time goes and
  // whether a step waits (room for more workers) or computes.
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const cpuAfter = cpuTimes();
  const busy = Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / Math.max(1, cpuAfter.total - cpuBefore.total));
  if (result.status !== 0) {
    console.error(`\n✖ ${line} failed (exit ${result.status ?? result.signal}, ${seconds} s)`);
    process.exit(result.status || 1);
  }
  console.log(`(${seconds} s, cores ${busy}% busy: ${line})`);
}
