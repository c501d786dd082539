import type { GameState } from '@tabletop/game-kit';
import { act, nextState } from './support/server';
import { useTestServer } from './support/test-server';

const PEOPLE = 6;

/** A gauge's value in a Prometheus text exposition. */
function gauge(metrics: string, name: string): number {
  const line = metrics.split('\n').find((row) => row.startsWith(`${name} `));
  if (!line) throw new Error(`No ${name} in /api/metrics`);
  return Number(line.slice(name.length + 1));
}

describe('many Hard games at once on one instance', () => {
  const server = useTestServer({
    COMPUTER_MOVE_DELAY_MS: '0',
    COMPUTER_HARD_BUDGET_MS: '150',
    COMPUTER_TURN_BUDGET_MS: '150',
    COMPUTER_WORKERS: '1',
    COMPUTER_SEARCH_QUEUE: '1',
  });

  it(`queues at most its bound of searches; the ${PEOPLE} computers all answer, each after a search`, async () => {
    const people = await Promise.all(Array.from({ length: PEOPLE }, () => server.player()));
    const games = await Promise.all(
      people.map(
        async (who) =>
          (
            await server
              .http()
              .post('/api/game/computer')
              .set(who.auth)
              .send({ game: 'super_tic_tac_toe', level: 'hard' })
              .expect(200)
          ).body as GameState,
      ),
    );
    const answers = people.map((who, i) =>
      nextState(who.socket, 'emit-state', (next) => next.code === games[i].code && next.version === 2, 20_000),
    );
    await Promise.all(
      people.map((who, i) => act(who.socket, { code: games[i].code, version: 0, action: { board: i, cell: 4 } })),
    );
    for (const [i, answer] of (await Promise.all(answers)).entries()) expect(answer.player?.id).toBe(people[i].id);

    const metrics = (await server.http().get('/api/metrics').expect(200)).text;
    expect(gauge(metrics, 'tabletop_computer_search_queue_bound')).toBe(1);
    expect(gauge(metrics, 'tabletop_computer_search_queue_high_water')).toBe(1);
    expect(gauge(metrics, 'tabletop_computer_turns_waiting_high_water')).toBeGreaterThan(0);
    expect(gauge(metrics, 'tabletop_computer_search_failures')).toBe(0);
    expect(gauge(metrics, 'tabletop_computer_turns_waiting')).toBe(0);
  }, 60_000);
});
