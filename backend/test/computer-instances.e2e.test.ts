import type { GameState } from '@tabletop/game-kit';
import Redis from 'ioredis';
import { Client } from 'pg';
import { act, connect, guest, nextState } from './support/server';
import { useTwoInstances } from './support/test-server';

describe('computer opponents on two instances sharing Redis', () => {
  const servers = useTwoInstances({ COMPUTER_MOVE_DELAY_MS: '10' });

  it('one instance claims each computer turn in Redis, and the move reaches a player on the other', async () => {
    const alice = await guest(servers.one.baseUrl);
    const state: GameState = (
      await servers.one
        .http()
        .post('/api/game/computer')
        .set(alice.auth)
        .send({ game: 'super_tic_tac_toe', level: 'easy' })
        .expect(200)
    ).body;
    const socket = await connect(servers.two.baseUrl, { token: alice.jwt });
    servers.track(socket);
    const moved = nextState(socket, 'emit-state', (next) => next.version === 2, 10_000);
    expect(await act(socket, { code: state.code, version: 0, action: { board: 4, cell: 4 } })).toMatchObject({
      ok: true,
    });
    expect(await moved).toMatchObject({ version: 2, player: { id: alice.id } });

    const db = new Client({ connectionString: servers.databaseUrl() });
    await db.connect();
    const redis = new Redis(servers.redis.url);
    try {
      const [{ id }] = (await db.query<{ id: number }>('SELECT id FROM games WHERE code = $1', [state.code])).rows;
      expect(await redis.get(`tabletop:limits:computer:${id}:1`)).toBe('1');
      const moves = await db.query('SELECT version FROM game_actions WHERE game_id = $1 ORDER BY version', [id]);
      expect(moves.rows).toEqual([{ version: 1 }, { version: 2 }]);
    } finally {
      redis.disconnect();
      await db.end();
    }
  });
});
