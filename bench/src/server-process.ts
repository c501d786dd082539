/** A server under test as a child process, with the probe preloaded, and how to sample it and stop it. */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ProbeAnswer, ProbeRequest } from './probe-protocol';

const PROBE = join(__dirname, 'server-probe.js');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

/** Every child this process started, so an interrupted run still kills them. */
export const children = new Set<ChildProcess>();

export function killChildren(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** BENCH_CPU_PROF_DIR=dir writes each server's V8 CPU profile there when it exits (open it in Chrome DevTools). */
function cpuProfileArgs(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name.replace(/\W/g, '_')}.cpuprofile`] : [];
}

export interface Sample {
  heapUsed: number;
  rss: number;
  cpuMicros: number;
  /** How late the server's event loop ran a 5 ms timer since the previous sample, p99 in ms. */
  loopLagP99Ms: number;
  /** perf_hooks.monitorEventLoopDelay's p99 since the previous sample, in ms. */
  loopDelayP99Ms: number;
  /** process.getActiveResourcesInfo().length in the server. */
  handles: number;
  /** The same by kind (TCPSocketWrap, Timeout…). */
  handleKinds: Record<string, number>;
}

export class ServerProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: ProbeAnswer) => void>();
  readonly child: ChildProcess;
  private stderr = '';

  constructor(
    readonly name: string,
    script: string,
    env: Record<string, string>,
    readonly cwd: string,
    nodeFlags: readonly string[] = [],
  ) {
    this.child = fork(script, [], {
      cwd,
      env: { ...process.env, ...env },
      execArgv: [...nodeFlags, '--expose-gc', '-r', PROBE, ...cpuProfileArgs(name)],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    children.add(this.child);
    this.child.on('exit', () => children.delete(this.child));
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child.on('message', (message: ProbeAnswer) => {
      if (message?.probe !== 'sample') return;
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
  }

  /** Polls `url` until it answers 2xx, failing early if the process dies. */
  async waitReady(url: string): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`${this.name} exited with ${this.child.exitCode}: ${this.stderr}`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`${this.name} not ready at ${url} within ${READY_TIMEOUT_MS} ms: ${this.stderr}`);
  }

  sample(gc: boolean): Promise<Sample> {
    const id = this.nextId++;
    const request: ProbeRequest = { probe: 'sample', id, gc };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${this.name}: no probe answer within 30 s`));
      }, 30_000);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        const { heapUsed, rss, cpuMicros, loopLagP99Ms, loopDelayP99Ms, handles, handleKinds } = answer;
        resolve({ heapUsed, rss, cpuMicros, loopLagP99Ms, loopDelayP99Ms, handles, handleKinds });
      });
      this.child.send(request);
    });
  }

  /** SIGTERM, then SIGKILL if it has not exited in time. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  errors(): string {
    return this.stderr;
  }
}
