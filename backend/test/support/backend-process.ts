import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { GENEROUS_LIMITS } from './generous-limits';
import { stopAllBots } from './player-bot';
import { freePort } from './redis-server';

/** The production build, as `npm start` runs it (`npm test` builds before jest runs). */
const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');
const READY_TIMEOUT_MS = 30_000;
const EXIT_TIMEOUT_MS = 20_000;
/** Kept per process for failure messages. */
const OUTPUT_LIMIT = 200_000;
/** Each instance's output is kept here (gitignored) after a scenario, for reading a failure. */
const LOG_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'resilience', 'logs');

const running = new Set<ChildProcess>();
// A crashed or interrupted test run must not leave servers behind.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface BackendEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  JWT_SECRET: string;
  [name: string]: string;
}

/** One backend instance as a real child process on a fixed port: it can be killed, stopped and started again. */
export class BackendProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private log = '';

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: BackendEnv,
  ) {}

  static async start(name: string, env: BackendEnv): Promise<BackendProcess> {
    const instance = new BackendProcess(name, await freePort(), env);
    await instance.start();
    return instance;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Everything it wrote to stdout and stderr (every start), for assertions and failure messages. */
  output(): string {
    return this.log;
  }

  /** Starts (again, on the same port) and waits until /api/health/ready answers 200. */
  async start(): Promise<void> {
    if (this.alive) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        ...GENEROUS_LIMITS,
        SERVE_STATIC: 'false',
        LOG_LEVEL: 'log',
        ...this.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(child);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        running.delete(child);
        resolve(code);
      }),
    );
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await this.waitUntilReady();
  }

  /** SIGKILL: no shutdown code runs, as when the machine dies. */
  async kill9(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** Sends SIGTERM; `exit()` then gives the exit code. */
  terminate(): void {
    this.child?.kill('SIGTERM');
  }

  /** The exit code once the process has ended (null after a signal), within a bound. */
  async exit(): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${this.name} did not exit within ${EXIT_TIMEOUT_MS} ms`)),
        EXIT_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([this.exited, timeUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves when the output contains `pattern` (bounded). */
  async waitForOutput(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(this.log)) {
      if (Date.now() > until) throw new Error(`${this.name} never logged ${pattern}:\n${this.log.slice(-3000)}`);
      await sleep(20);
    }
  }

  /** Always safe to call: kills whatever still runs. */
  async stop(): Promise<void> {
    if (this.alive) await this.kill9();
  }

  private async waitUntilReady(): Promise<void> {
    const until = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < until) {
      if (!this.alive) break;
      const status = await fetch(`${this.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await sleep(100);
    }
    await this.stop();
    throw new Error(`${this.name} did not become ready on port ${this.port}:\n${this.log.slice(-3000)}`);
  }
}

/**
 * Registers an afterAll hook that stops every player bot and every instance the returned `start` made, even when the
 * test failed, and keeps each instance's output in test-results/resilience/logs/<scenario>-<name>.log.
 */
export function useBackendProcesses(scenario: string) {
  const started: BackendProcess[] = [];
  afterAll(async () => {
    stopAllBots();
    await Promise.all(started.map((instance) => instance.stop()));
    mkdirSync(LOG_DIR, { recursive: true });
    for (const instance of started)
      writeFileSync(path.join(LOG_DIR, `${scenario}-${instance.name}.log`), instance.output());
  }, 30_000);
  return {
    async start(name: string, env: BackendEnv): Promise<BackendProcess> {
      const instance = await BackendProcess.start(name, env);
      started.push(instance);
      return instance;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
