import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../..');

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

/** Starts a command from the repository root and waits (bounded) for it to print the URL it serves. */
export function startService(command: string[], urlPattern = /http:\/\/[^\s]+:(\d+)/): Promise<RunningService> {
  const child: ChildProcess = spawn(command[0], command.slice(1), { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => fail(new Error(`no URL printed within 10 s:\n${output}`)), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.on('exit', (code) => fail(new Error(`exited with ${code} before serving:\n${output}`)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolvePromise({
        url: `http://127.0.0.1:${match[1]}`,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}
