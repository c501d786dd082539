import { anyActor, asUrlText, bearer, someCode, uriComponent, URLS, type FuzzCase, type LaneView } from './cases';
import type { Rng } from './rng';

/**
 * The history, replay and move-list reads with slipped cursors, ids, names and codes. They only read, so
 * nothing may change; a bad value is a 400, an unknown one a 404, and nothing a 500.
 */

const NUMBER_SLIPS = ['', '0', '-1', '1.5', 'abc', '2147483647', '2147483648', '1e400', 'NaN', '0x10', ' 7', '%00'];

function number(rng: Rng): string {
  return rng.chance(0.4) ? String(1 + rng.int(500)) : rng.pick(NUMBER_SLIPS);
}

function gameName(rng: Rng): string {
  return uriComponent(rng.pick([...URLS, 'chess', '', '__proto__', 'x'.repeat(65)]));
}

/** One query parameter or none; sometimes twice (an array to the validator). */
function param(rng: Rng, name: string, value: () => string): string {
  const roll = rng.int(6);
  if (roll === 0) return '';
  if (roll === 1) return `&${name}=${value()}&${name}=${value()}`;
  return `&${name}=${value()}`;
}

export function historyRead(view: LaneView): FuzzCase {
  const { rng } = view;
  const sender = anyActor(view);
  const page = () =>
    `${param(rng, 'game', () => gameName(rng))}${param(rng, 'before', () => number(rng))}${param(rng, 'limit', () => number(rng))}`;
  const name = rng.pick([...view.players.map((actor) => actor.user.name), view.stranger.user.name, 'nobody', '%00']);
  const code = asUrlText(someCode(view));
  const path = rng.pick([
    `/api/history?${page().slice(1)}`,
    `/api/players/${uriComponent(name)}/games?${page().slice(1)}`,
    `/api/replays/${uriComponent(number(rng))}`,
    `/api/game/moves?code=${uriComponent(code)}${param(rng, 'after', () => number(rng))}`,
  ]);
  return {
    channel: 'http',
    target: `GET ${path.replace(/\?.*$/, '').replace(/\/(players|replays)\/[^/]+/, '/$1/:x')}`,
    call: { method: 'GET', path, headers: bearer(sender) },
    expect: { kind: 'no-change' },
  };
}
