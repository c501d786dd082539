import { draw, hostileValue } from './hostile-values';
import { anyActor, asUrlText, bearer, someCode, uriComponent, URLS, type FuzzCase, type LaneView } from './cases';
import type { Rng } from './rng';

/**
 * Profiles, leaderboards and a finished game's rating change, with real and slipped names, games and codes. They only
 * read: a bad value is a 400, an unknown one a 404, and nothing a 500.
 */

function gameValue(rng: Rng): string {
  return rng.chance(0.6)
    ? rng.pick(URLS)
    : rng.pick([
        'chess',
        '',
        ' ',
        '__proto__',
        'constructor',
        'x'.repeat(65),
        '..',
        asUrlText(draw(hostileValue, rng.seed())),
      ]);
}

export function ratingsRead(view: LaneView): FuzzCase {
  const { rng } = view;
  const sender = anyActor(view);
  const name = rng.pick([
    ...view.players.map((actor) => actor.user.name),
    view.stranger.user.name,
    'nobody',
    'Computer (Hard)',
    ' ',
    'x'.repeat(101),
    asUrlText(draw(hostileValue, rng.seed())),
  ]);
  const game = gameValue(rng);
  const roll = rng.int(4);
  const [target, path] =
    roll === 0
      ? ['GET /api/players/:name', `/api/players/${uriComponent(name)}`]
      : roll === 1
        ? ['GET /api/leaderboards', `/api/leaderboards?game=${uriComponent(game)}`]
        : roll === 2
          ? ['GET /api/leaderboards/:game', `/api/leaderboards/${uriComponent(game).replaceAll('%2F', '/')}`]
          : ['GET /api/game/rating-change', `/api/game/rating-change?code=${uriComponent(asUrlText(someCode(view)))}`];
  return {
    channel: 'http',
    target,
    call: { method: 'GET', path: path.slice(0, 4000), headers: rng.chance(0.9) ? bearer(sender) : {} },
    expect: { kind: 'no-change' },
  };
}
