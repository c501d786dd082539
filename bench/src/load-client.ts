/** The bench's handle on its load-generator process. */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { LoadCommand, LoadReply, WindowFigures } from './load/protocol';
import { children } from './server-process';

const COMMAND_TIMEOUT_MS = 180_000;

export class LoadGenerator {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: LoadReply) => void>();

  constructor() {
    this.child = fork(join(__dirname, 'load', 'main.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.add(this.child);
    this.child.on('exit', () => children.delete(this.child));
    this.child.on('message', (reply: LoadReply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  send(command: LoadCommand, timeoutMs = COMMAND_TIMEOUT_MS): Promise<WindowFigures | undefined> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`load generator: no answer to ${command.cmd}`)), timeoutMs);
      const onExit = (code: number | null) =>
        reject(new Error(`load generator exited with ${code} during ${command.cmd}`));
      this.child.once('exit', onExit);
      this.waiting.set(id, (reply) => {
        clearTimeout(timer);
        this.child.off('exit', onExit);
        if (reply.ok) resolve(reply.figures);
        else reject(new Error(`load generator, ${command.cmd}: ${reply.error}`));
      });
      this.child.send({ ...command, id });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.disconnect();
    await exited;
  }
}
