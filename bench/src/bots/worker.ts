import { parentPort, workerData } from 'node:worker_threads';
import { gameByUrl } from './games';
import { playOffGame, type PlayOffOptions } from './play-off';

/** One worker of playOffInWorkers: plays its share of a play-off's games and posts each record as it ends. */
const { url, indexes, options } = workerData as { url: string; indexes: number[]; options: PlayOffOptions };
const rules = gameByUrl(url);
if (!rules) throw new Error(`No game ${url}`);
for (const index of indexes) parentPort?.postMessage({ index, record: playOffGame(rules, index, options) });
