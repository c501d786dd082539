import { Client } from 'pg';
import { GAMES } from '../../src/games/registry';
import { Lane } from './lane';
import { World } from './model';
import { Tally } from './tally';
import { sendHttp } from './transport';
import { verifyGames } from './verify';

export interface FuzzOptions {
  baseUrl: string;
  databaseUrl: string;
  /** The server's JWT_SECRET, so the fuzzer can forge tokens that are well signed but must still be refused. */
  jwtSecret: string;
  seed: number;
  /** How many requests, socket messages and handshakes to send in all. */
  cases: number;
  /** Lanes run side by side; each plays one game at a time (two lanes per game by default). */
  lanes?: number;
  /** Told every 10,000 cases. */
  progress?: (line: string) => void;
}

export interface FuzzReport {
  tally: Tally;
  failures: string[];
  seconds: number;
  text: string;
}

/** Players several live games of every game, fires `cases` hostile requests and messages around them, then checks. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const tally = new Tally();
  const world = new World();
  const db = new Client({ connectionString: options.databaseUrl });
  // The test's teardown drops the database under this connection if the run is cut short: not an error of the run.
  db.on('error', () => undefined);
  await db.connect();
  let budget = options.cases;
  const lanes: Lane[] = [];
  try {
    const laneCount = options.lanes ?? GAMES.length * 2;
    for (let i = 0; i < laneCount; i++) {
      const { definition } = GAMES[i % GAMES.length];
      const seats = Math.min(3, definition.players[1]);
      const context = {
        baseUrl: options.baseUrl,
        db,
        world,
        tally,
        secret: options.jwtSecret,
        claim: () => budget-- > 0,
      };
      lanes.push(new Lane(context, i, definition.url, seats, options.seed));
    }
    for (const lane of lanes) await lane.setUp();
    await Promise.all(lanes.map((lane) => lane.run()));
    const health = await sendHttp(options.baseUrl, { method: 'GET', path: '/api/health', headers: {} });
    if (health.status !== 200) tally.fail(`GET /api/health answered ${health.status} after the run`);
    for (const problem of await verifyGames(db, world)) tally.fail(problem);
  } finally {
    lanes.forEach((lane) => lane.close());
    await db.end();
  }
  const seconds = (Date.now() - started) / 1000;
  const text = [
    tally.report(options.seed, seconds),
    `games checked: ${world.games.length} (${world.games.filter((game) => game.log.length > 0).length} with moves, ` +
      `${world.games.reduce((sum, game) => sum + game.log.length, 0)} legal actions replayed)`,
  ].join('\n');
  return { tally, failures: tally.failures, seconds, text };
}
