import { draw, hostileValue, mutatedObject } from './hostile-values';
import { anyActor, asUrlText, bearer, socketCase, someCode, uriComponent, type FuzzCase, type LaneView } from './cases';

/**
 * The live games and invite links over HTTP, and watching a game over the socket. They read, or only add a connection
 * to a game's spectators, so nothing the final check sees may change; a miss is a 4xx or `{ ok: false }`.
 */
export function liveOrInvite(view: LaneView): FuzzCase {
  const { rng } = view;
  const headers = rng.chance(0.8) ? bearer(anyActor(view)) : {};
  if (rng.chance(0.3)) {
    const query = rng.chance(0.3)
      ? `?limit=${uriComponent(asUrlText(draw(hostileValue, rng.seed())).slice(0, 200))}`
      : '';
    return {
      channel: 'http',
      target: 'GET /api/game/live',
      call: { method: 'GET', path: `/api/game/live${query}`, headers },
      expect: { kind: 'no-change' },
    };
  }
  const code = uriComponent(asUrlText(someCode(view)));
  return {
    channel: 'http',
    target: 'GET /api/game/invite/:code',
    call: { method: 'GET', path: `/api/game/invite/${code}`, headers },
    expect: { kind: 'no-change' },
  };
}

/** `watch` and `unwatch` with codes of running games, finished and unknown ones, and payloads of any shape. */
export function watchOrUnwatch(view: LaneView): FuzzCase {
  const { rng } = view;
  const event = rng.chance(0.6) ? 'watch' : 'unwatch';
  const roll = rng.int(5);
  const payload =
    roll === 0
      ? draw(hostileValue, rng.seed())
      : roll === 1
        ? draw(mutatedObject({ code: someCode(view) }), rng.seed())
        : { code: someCode(view) };
  return socketCase(anyActor(view), event, [payload], { kind: 'no-change' });
}
