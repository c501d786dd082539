import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Piscina } from 'piscina';
import { CONFIG, type Config } from '../config/config';
import { SearchPlaces } from './search-places';
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

/** One turn's place in the pool (SearchPlaces), held until its search ends or it is given back unused. */
export interface SearchSlot {
  /** The action Hard chooses, searched in a worker for the task's budget; the place is given back when it ends. */
  search(task: SearchTask): Promise<unknown>;
  /** Gives the place back (a turn another instance claimed); nothing once its search has. */
  release(): void;
}

/**
 * Worker threads (piscina) for the Hard computer's search; threads start on first use and stop when idle. At most
 * COMPUTER_SEARCH_QUEUE searches wait for a thread: a turn beyond them waits for a place (reserve), never fails.
 */
@Injectable()
export class SearchPool implements OnApplicationShutdown {
  private pool: Piscina | undefined;
  readonly places: SearchPlaces;
  /** Searches that failed (their turns played as Easy). */
  failures = 0;

  constructor(@Inject(CONFIG) private readonly config: Config) {
    this.places = new SearchPlaces(config.computerWorkers, config.computerSearchQueue);
  }

  /** A place for one search, once there is one (first come, first served); rejects only when shutting down. */
  async reserve(): Promise<SearchSlot> {
    const release = await this.places.take();
    const search = (task: SearchTask) =>
      this.run(task)
        .catch((error: unknown) => {
          this.failures++;
          throw error;
        })
        .finally(release);
    return { search, release };
  }

  /** One search in its turn: a place, then the search. */
  async search(task: SearchTask): Promise<unknown> {
    return (await this.reserve()).search(task);
  }

  private run(task: SearchTask): Promise<unknown> {
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
    this.places.close();
    await this.pool?.destroy();
  }
}
