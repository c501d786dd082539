import { nextInt, seedRandom, type GameDefinition, type GameState, type Match } from '@tabletop/game-kit';
import type { MovesPage } from '@tabletop/protocol';
import { game as football } from '@tabletop/winzard-football/rules';
import { Client } from 'pg';
import { act, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

type Person = Guest & { socket: ClientSocket };

const FOOTBALL = 'winzards/football';
/** A long game: random legal Winzard Football actions do not end it this soon. */
const ACTIONS = 300;
/** Move-list calls made at once, as that many viewers opening the game would. */
const BURST = 20;
/**
 * Rounds of each kind, taken in turns (each kind first in every other round) so both meet the same machine; the first
 * only warms up. Each round's p99 is taken, and the kinds compare by their rounds' median: a round that meets a busy
 * moment of the machine moves no verdict.
 */
const ROUNDS = 13;
/** Bursts per round, back to back, so a round holds enough health samples. */
const WAVES = 4;
/** Past this, no further round starts (a stalled server fails the test rather than hanging it)... */
const BUDGET_MS = 240_000;
/** ...once each kind has this many measured rounds. */
const MIN_ROUNDS = 3;
const ALLOWED_RATIO = 1.5;

/**
 * A move-list call costs what it returns, read as written at each commit, not a rebuild of the game by its rules: a
 * burst of them for a long game holds up other requests (`/api/health`) no more than a burst of cheap calls does.
 */
describe('the cost of a move list', () => {
  const server = useTestServer();
  let sql: Client;
  let viewer: Guest;
  let longCode: string;
  let shortCode: string;

  beforeAll(async () => {
    sql = new Client({ connectionString: server.databaseUrl() });
    // The database is dropped with this connection open at the end.
    sql.on('error', () => undefined);
    await sql.connect();
    longCode = await playedGame(ACTIONS);
    shortCode = await playedGame(2);
    viewer = await server.player();
  }, 120_000);

  afterAll(() => sql?.end());

  /** A private Winzard Football game of two new guests, `actions` random legal actions long; its code. */
  async function playedGame(actions: number): Promise<string> {
    const seats: Person[] = [await server.player(), await server.player()];
    const post = (who: Guest, path: string, body: object) =>
      server.http().post(path).set(who.auth).send(body).expect(200);
    const { code } = (await post(seats[0], '/api/game/create', { game: FOOTBALL })).body as GameState;
    await post(seats[1], '/api/game/join', { game: FOOTBALL, code });
    let random = seedRandom(`moves-${actions}`);
    for (let played = 0; played < actions; played++) {
      const { rows } = await sql.query<{ version: number; match: Match<unknown> }>(
        "SELECT version, match FROM games WHERE code = $1 AND status = 'playing'",
        [code],
      );
      const [{ version, match }] = rows;
      const mover = seats.find((seat) => seat.id === match.player!.id)!;
      const legal = (football as GameDefinition).legalActions(match, mover.id);
      let index: number;
      [index, random] = nextInt(random, legal.length);
      expect(await act(mover.socket, { code, version, action: legal[index] })).toMatchObject({ ok: true });
    }
    return code;
  }

  const get = (path: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: viewer.auth }).then(async (response) => {
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    });

  /** `/api/health`'s latencies (ms), one request after another, for as long as `work` runs. */
  async function healthDuring(work: Promise<unknown>): Promise<number[]> {
    const latencies: number[] = [];
    let done = false;
    const finished = work.finally(() => (done = true));
    while (!done) {
      const sent = performance.now();
      await get('/api/health');
      latencies.push(performance.now() - sent);
    }
    await finished;
    return latencies;
  }

  /**
   * WAVES bursts of BURST move-list calls for the game under `code`, from its start, each burst all at once. The
   * answers are received but not parsed: the viewers are other machines, and this process only measures.
   */
  async function bursts(code: string): Promise<void> {
    const call = () =>
      fetch(`${server.baseUrl}/api/game/moves?code=${code}&after=0`, { headers: viewer.auth }).then((response) => {
        expect(response.status).toBe(200);
        return response.arrayBuffer();
      });
    for (let wave = 0; wave < WAVES; wave++) await Promise.all(Array.from({ length: BURST }, call));
  }

  it(`keeps /api/health's p99 within ${ALLOWED_RATIO}x of a cheap burst's while ${BURST} viewers read a ${ACTIONS}-move list`, async () => {
    const long = (await get(`/api/game/moves?code=${longCode}&after=0`)) as MovesPage;
    expect(long.moves).toHaveLength(ACTIONS);
    expect(((await get(`/api/game/moves?code=${shortCode}&after=0`)) as MovesPage).moves).toHaveLength(2);

    const p99s = { control: [] as number[], long: [] as number[] };
    const samples = { control: 0, long: 0 };
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      if (p99s.long.length >= MIN_ROUNDS && Date.now() - started > BUDGET_MS) break;
      const kinds = round % 2 === 0 ? (['control', 'long'] as const) : (['long', 'control'] as const);
      for (const kind of kinds) {
        const latencies = await healthDuring(bursts(kind === 'long' ? longCode : shortCode));
        if (round === 0) continue;
        p99s[kind].push(percentile(latencies, 0.99));
        samples[kind] += latencies.length;
      }
    }
    const control = median(p99s.control);
    const measured = median(p99s.long);
    console.log(
      `/api/health p99 (median of ${p99s.long.length} rounds): ${measured.toFixed(2)} ms while ${BURST} viewers read a ` +
        `${ACTIONS}-move list (${samples.long} samples), ${control.toFixed(2)} ms while they read a 2-move one ` +
        `(${samples.control} samples); per round: ${fmt(p99s.long)} vs ${fmt(p99s.control)}`,
    );
    expect(measured).toBeLessThanOrEqual(ALLOWED_RATIO * control);
  }, 600_000);
});

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const median = (values: number[]) => percentile(values, 0.5);

const fmt = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
