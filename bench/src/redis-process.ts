/**
 * A Redis of the bench's own (never the shared one): a `redis-server` child with no persistence on a free port,
 * whose CPU is read from its own `INFO cpu`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort } from './ports';
import { children } from './server-process';

const run = promisify(execFile);
const READY_TIMEOUT_MS = 10_000;

/** A numeric field of an INFO answer (`name:value` lines). */
const field = (info: string, name: string) =>
  Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? Number.NaN);

export class RedisProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisProcess> {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.add(child);
    child.on('exit', () => children.delete(child));
    const started = new Promise<void>((_, reject) =>
      child.once('error', (error) =>
        reject(new Error(`redis-server did not start (apt-get install redis-server): ${error.message}`)),
      ),
    );
    const redis = new RedisProcess(child, port);
    await Promise.race([started, redis.waitReady()]);
    return redis;
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`redis-server exited with ${this.child.exitCode}`);
      const pong = await this.cli('PING').catch(() => '');
      if (pong.trim() === 'PONG') return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`redis-server not ready on port ${this.port} within ${READY_TIMEOUT_MS} ms`);
  }

  /** used_cpu_user + used_cpu_sys of the whole server so far, in microseconds. */
  async cpuMicros(): Promise<number> {
    const info = await this.cli('INFO', 'cpu');
    return (field(info, 'used_cpu_user') + field(info, 'used_cpu_sys')) * 1e6;
  }

  /** Commands processed and bytes received and sent so far: what the instances ask of Redis, for the log. */
  async traffic(): Promise<{ commands: number; bytesIn: number; bytesOut: number }> {
    const info = await this.cli('INFO', 'stats');
    return {
      commands: field(info, 'total_commands_processed'),
      bytesIn: field(info, 'total_net_input_bytes'),
      bytesOut: field(info, 'total_net_output_bytes'),
    };
  }

  private async cli(...args: string[]): Promise<string> {
    const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(this.port), ...args]);
    return stdout;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.kill('SIGTERM');
    await exited;
  }
}
