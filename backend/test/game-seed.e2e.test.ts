import type { GameState, Player } from '@tabletop/game-kit';
import { game as football } from '@tabletop/winzard-football/rules';
import { guest } from './support/server';
import { useTestServer } from './support/test-server';

const GAME = 'winzards/football';
const SEED = 'e2e-fixed-deal';

describe('GAME_SEED: every new game dealt from one seed, for tests and reproducing a deal', () => {
  const test = useTestServer({ GAME_SEED: SEED });

  async function startedGame(): Promise<GameState> {
    const [host, visitor] = [await guest(test.baseUrl), await guest(test.baseUrl)];
    const created = await test
      .http()
      .post('/api/game/create')
      .set('Authorization', `Bearer ${host.jwt}`)
      .send({ game: GAME });
    const joined = await test
      .http()
      .post('/api/game/join')
      .set('Authorization', `Bearer ${visitor.jwt}`)
      .send({ game: GAME, code: created.body.code })
      .expect(200);
    return joined.body as GameState;
  }

  it('deals every game exactly as the rules deal that seed', async () => {
    const first = await startedGame();
    const second = await startedGame();
    // What the joining player is answered with: their view of that deal (no pile order, no generator).
    const expected = (state: GameState) =>
      football.view!(
        football.setup(
          state.score.map((entry) => entry.player as Player),
          SEED,
        ),
        state.score[1].player.id,
      ).state;
    expect(first.state).toEqual(expected(first));
    expect(second.state).toEqual(expected(second));
    const court = (state: GameState) => (state.state as { unconvertedCourt: unknown[] }).unconvertedCourt;
    expect(court(second)).toEqual(court(first));
  });
});
