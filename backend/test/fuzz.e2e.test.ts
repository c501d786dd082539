import { randomBytes } from 'node:crypto';
import { unreached, type OpenApiPaths } from './fuzz/coverage';
import { runFuzz } from './fuzz/run-fuzz';
import { useTestServer } from './support/test-server';

// `npm test` sends a few thousand cases; `npm run fuzz` runs this file with FUZZ_CASES=100000 (FUZZ_SEED replays a run,
// FUZZ_LANES sets how many lanes play side by side).
const CASES = Number(process.env.FUZZ_CASES ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? randomBytes(4).readUInt32BE() >>> 1);
const JWT_SECRET = `fuzz-secret-${SEED}-0123456789abcdef`;
const UNLIMITED = '1000000/1s';
/** From this many cases on, a run must have sent every route of the API and every client event at least once. */
const COVERING_RUN = 10_000;

describe('hostile input fuzzer', () => {
  // Limits lifted so the cases reach the code behind them (a 429 is correct but hides bugs); the disconnect probes
  // still meet the message-size limit.
  const server = useTestServer({
    JWT_SECRET,
    JWT_TTL: '6h',
    AUTH_RATE_LIMIT: UNLIMITED,
    GUEST_RATE_LIMIT: UNLIMITED,
    JOIN_RATE_LIMIT: UNLIMITED,
    EMIT_STATE_RATE_LIMIT: UNLIMITED,
    LOGIN_FAILURE_LIMIT: UNLIMITED,
    LOOKUP_FAILURE_LIMIT: UNLIMITED,
    SOCKET_RATE_LIMIT: UNLIMITED,
    SOCKET_SYNC_RATE_LIMIT: UNLIMITED,
    SOCKET_CONNECTIONS_PER_IP: '100000',
    // Computer seats answer at once, so a run's computer games play out before the final check reads them.
    COMPUTER_MOVE_DELAY_MS: '0',
  });

  it(
    `sends ${CASES} hostile requests and messages; the server stays up, answers no 5xx, and only legal actions change games`,
    async () => {
      // A generator or lane that throws ends the run before its report: the seed still names the run to replay.
      const report = await runFuzz({
        baseUrl: server.baseUrl,
        databaseUrl: server.databaseUrl(),
        jwtSecret: JWT_SECRET,
        seed: SEED,
        cases: CASES,
        lanes: process.env.FUZZ_LANES ? Number(process.env.FUZZ_LANES) : undefined,
        progress: (line) => process.stderr.write(`fuzz: ${line}\n`),
      }).catch((error: unknown) => {
        throw new Error(
          `the run with FUZZ_SEED=${SEED} threw: ${error instanceof Error ? error.stack : String(error)}`,
        );
      });
      const doc = (await server.http().get('/api/docs-json').expect(200)).body as { paths: OpenApiPaths };
      const missed = unreached(doc.paths, report.tally.reached);
      process.stdout.write(`\n${report.text}\nroutes and events never sent: ${missed.join(', ') || 'none'}\n`);
      expect(report.tally.total).toBeGreaterThanOrEqual(CASES);
      expect(report.failures).toEqual([]);
      if (CASES >= COVERING_RUN) expect(missed).toEqual([]);
    },
    60_000 + CASES * 30,
  );
});
