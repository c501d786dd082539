import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Piscina } from 'piscina';
import { CONFIG, type Config } from '../config/config';
import type { SearchTask } from './search-worker';

/**
 * The worker runs compiled JavaScript: next to this file in the build, and from the build when this file runs as
 * TypeScript (jest; `npm test` builds first).
 */
export function searchWorkerFile(): string {
  const beside = path.join(__dirname, 'search-worker.js');
  return existsSync(beside) ? beside : path.resolve(__dirname, '..', '..', 'dist', 'computer', 'search-worker.js');
}

const SEARCH_NICENESS = 10;

/** Worker threads (piscina) for the Hard computer's search; threads start on first use and stop when idle. */
@Injectable()
export class SearchPool implements OnApplicationShutdown {
  private pool: Piscina | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** The action Hard chooses, searched in a worker for the task's budget (the computer's pace gives it). */
  search(task: SearchTask): Promise<unknown> {
    this.pool ??= new Piscina({
      filename: searchWorkerFile(),
      minThreads: 0,
      maxThreads: this.config.computerWorkers,
      idleTimeout: 60_000,
      // The search threads yield the CPU to the event loop's thread (Linux thread priority, through @napi-rs/nice).
      niceIncrement: SEARCH_NICENESS,
    });
    return this.pool.run(task) as Promise<unknown>;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}
