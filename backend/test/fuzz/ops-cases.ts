import { draw, hostileValue } from './hostile-values';
import { anyActor, asUrlText, bearer, uriComponent, type FuzzCase, type LaneView } from './cases';

const OPS_PATHS = [
  '/api/metrics',
  '/api/health',
  '/api/health/ready',
  '/api/games',
  '/api/auth/config',
  '/api/auth/google/start',
  '/api/auth/google/callback',
];

/**
 * The operational and sign-in redirect routes, with and without a token, with hostile query values (the callback's
 * `code`, `state` and `error` among them). They change nothing; Google sign-in is off in the fuzz server, so its routes
 * answer their refusal.
 */
export function opsRead(view: LaneView): FuzzCase {
  const { rng } = view;
  const path = rng.pick(OPS_PATHS);
  const value = () => uriComponent(asUrlText(draw(hostileValue, rng.seed())).slice(0, 500));
  const query = rng.chance(0.5) ? `?${rng.pick(['code', 'state', 'error', 'q'])}=${value()}&state=${value()}` : '';
  return {
    channel: 'http',
    target: `GET ${path}`,
    call: { method: 'GET', path: `${path}${query}`, headers: rng.chance(0.5) ? bearer(anyActor(view)) : {} },
    expect: { kind: 'no-change' },
  };
}
