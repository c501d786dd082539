// Runs independent commands from the repository root a few at a time, in the order given, each one's output held
// and printed whole when it ends (so logs never interleave). The first failure stops the others and the script.
// Hand-written rather than a dependency: a queue over child_process is all it takes.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { repoRoot } from './run.mjs';

/** One slot per core: each command here is a Node process on mostly one thread (tsc, eslint, prettier, webpack). */
export const DEFAULT_SLOTS = availableParallelism();

/** `commands`: [command, args] pairs. Resolves when all have passed; exits the process on the first failure. */
export async function runTogether(commands, slots = DEFAULT_SLOTS) {
  const queue = commands.map(([command, args]) => ({ command, args, line: `${command} ${args.join(' ')}` }));
  const running = new Set();
  let failed = false;

  const start = (job) =>
    new Promise((done) => {
      const started = Date.now();
      // A process group of its own, so stopping it stops what npx started too.
      const child = spawn(job.command, job.args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      running.add(child);
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code, signal) => {
        running.delete(child);
        if (failed) return done();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n$ ${job.line}  (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
        if (code !== 0) {
          failed = true;
          console.error(`\n✖ ${job.line} failed (exit ${code ?? signal})`);
          for (const other of running) process.kill(-other.pid, 'SIGTERM');
          process.exit(code || 1);
        }
        done();
      });
    });

  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await start(job);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, queue.length)) }, worker));
}
