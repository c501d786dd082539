import { draw, hostileValue, mutatedObject } from './hostile-values';
import { bearer, post, someCode, unknownCode, type FuzzCase, type LaneView } from './cases';

/**
 * Aborting and claiming games one is not seated in (the lane's stranger, any game; a lane player, another lane's game
 * or an unknown code), and malformed bodies: every one refused, and no game changes.
 */
export function hostileAbortOrClaim(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const endpoint = rng.pick(['abort', 'claim'] as const);
  const byStranger = rng.chance(0.6);
  const sender = byStranger ? view.stranger : rng.pick(view.players);
  let code: unknown;
  if (byStranger) code = someCode(view);
  else {
    const elsewhere = world.publishedGames().filter((game) => !game.seated.includes(sender.user.id));
    code = elsewhere.length > 0 && rng.chance(0.6) ? rng.pick(elsewhere).code : unknownCode(view);
  }
  let body: unknown = { code };
  const roll = rng.int(5);
  if (roll === 0) body = draw(hostileValue, rng.seed());
  else if (roll === 1) body = draw(mutatedObject({ code }), rng.seed());
  return {
    channel: 'http',
    target: `POST /api/game/${endpoint}`,
    call: post(`/api/game/${endpoint}`, body, bearer(sender)),
    expect: { kind: 'refused' },
  };
}
