import { forgedTokens } from './forged-tokens';
import { draw, hostileValue, mutatedObject } from './hostile-values';
import { anyActor, socketCase, type FuzzCase, type LaneView } from './cases';

/**
 * `reauth` with the connection's own token (granted), another user's genuine one, forged and bent tokens, and payloads
 * of any shape (all refused): a connection never becomes someone else's.
 */
export function hostileReauth(view: LaneView): FuzzCase {
  const { rng } = view;
  const actor = anyActor(view);
  const others = [...view.players, view.stranger].filter((other) => other !== actor);
  const roll = rng.int(6);
  if (roll === 0) return socketCase(actor, 'reauth', [{ token: actor.user.jwt }], { kind: 'accepted' });
  let payload: unknown;
  if (roll === 1) payload = { token: rng.pick(others).user.jwt };
  else if (roll === 2) payload = draw(hostileValue, rng.seed());
  else if (roll === 3) payload = draw(mutatedObject({ token: actor.user.jwt }), rng.seed());
  else payload = { token: rng.pick(forgedTokens(actor.user.jwt, rng.pick(others).user.id, view.secret)) };
  const own = JSON.stringify(payload) === JSON.stringify({ token: actor.user.jwt });
  return socketCase(actor, 'reauth', [payload], { kind: own ? 'accepted' : 'refused' });
}
