import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { addToTally, emptyTally, type GameRecord, type PlayOffOptions, type Tally } from './play-off';

/**
 * The play-off of `playOff` spread over `jobs` worker threads (game i on worker i mod jobs): the same games with the
 * same seeds, so the same records, in about 1/jobs of the time on as many free cores. `onGame` hears each game as it
 * ends, in the order they end.
 */
export async function playOffInWorkers(
  url: string,
  games: number,
  jobs: number,
  options: PlayOffOptions,
  onGame?: (index: number, record: GameRecord) => void,
): Promise<Tally> {
  const tally = emptyTally();
  const shares = Array.from({ length: Math.min(jobs, games) }, (_, worker) =>
    Array.from({ length: games }, (_, index) => index).filter((index) => index % jobs === worker),
  );
  await Promise.all(
    shares.map(
      (indexes) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(join(__dirname, 'worker.js'), { workerData: { url, indexes, options } });
          worker.on('message', ({ index, record }: { index: number; record: GameRecord }) => {
            addToTally(tally, record);
            onGame?.(index, record);
          });
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A play-off worker exited ${code}`))));
        }),
    ),
  );
  return tally;
}
