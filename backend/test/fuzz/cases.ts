import fc from 'fast-check';
import { hasView, type GameState, type Match } from '@tabletop/game-kit';
import { GAMES } from '../../src/games/registry';
import type { ClientSocket } from '../support/server';
import { authorizationHeaders, forgedTokens } from './forged-tokens';
import { draw, hostileValue, mutatedObject, POLLUTING_KEYS } from './hostile-values';
import {
  predictAction,
  predictEmitState,
  predictLeave,
  rulesOf,
  type ModelGame,
  type ModelUser,
  type Prediction,
  type World,
} from './model';
import type { Rng } from './rng';
import { headerSafe, type HttpCall } from './transport';

/** A signed-in user of the fuzz world and their socket. */
export interface Actor {
  user: ModelUser;
  socket: ClientSocket;
}

/** What one lane of the fuzzer knows when it makes its next case. */
export interface LaneView {
  world: World;
  rng: Rng;
  players: Actor[];
  stranger: Actor;
  game: ModelGame;
  secret: string;
  /** Genuine action payloads sent so far, for replays. */
  sent: Record<string, unknown>[];
  /** Genuine emit-state bodies sent so far, for replays. */
  emitted: Record<string, unknown>[];
  nextId: () => string;
}

export type Expectation =
  | { kind: 'predicted'; prediction: Prediction }
  /** POST /api/game/create: 200 exactly when the caller has no active game and the body is well formed. */
  | { kind: 'create'; succeeds: boolean; userId: number; url: string; computer?: true }
  | { kind: 'unauthorized' }
  /** Anything but a 5xx or an internal error; the final check finds any change it made. */
  | { kind: 'no-change' }
  /** A 4xx, or `{ ok: false }` on a socket: what must never be granted; the final check finds any change too. */
  | { kind: 'refused' }
  /** A 2xx, or `{ ok: true }` on a socket, changing nothing the final check sees. */
  | { kind: 'accepted' }
  /** `viewer`: the caller, whose view of the game the answer is. */
  | { kind: 'sync'; game: ModelGame | undefined; event: 'sync' | 'presence'; viewer: number };

export type FuzzCase =
  /** `copies`: the same request sent that many times at once (each judged alone). */
  | { channel: 'http'; target: string; call: HttpCall; expect: Expectation; copies?: number }
  | {
      channel: 'socket';
      target: string;
      actor: Actor;
      event: string;
      args: unknown[];
      ack: boolean;
      expect: Expectation;
    }
  | { channel: 'handshake'; target: string; auth: Record<string, unknown>; query?: Record<string, string> }
  | { channel: 'probe'; target: string; probe: 'malformed-packet' | 'oversized' | 'binary-placeholder' };

export const URLS = GAMES.map((entry) => entry.definition.url);
const json = (value: unknown) => JSON.stringify(value);
export const bearer = (actor: Actor) => ({ Authorization: `Bearer ${actor.user.jwt}` });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A text as one part of a URL, as a browser would send it: a hostile string may hold a lone surrogate, which
 * encodeURIComponent refuses (URIError) and a browser sends as U+FFFD.
 */
export const uriComponent = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));

/** A URL carries text: a hostile value as its JSON, or (one with no JSON, no string form) a placeholder. */
export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '[unprintable]';
  }
}

export const post = (path: string, body: unknown, headers: Record<string, string>): HttpCall => ({
  method: 'POST',
  path,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: json(body),
});

function mover(view: LaneView): Actor | undefined {
  const id = view.game.current?.player?.id;
  return view.players.find((actor) => actor.user.id === id);
}

/**
 * A sender among the lane's own users. Other lanes' games are reached by their codes, never by their players: a
 * lane's model of its own games must only change through its own requests.
 */
export function anyActor(view: LaneView): Actor {
  return view.rng.int(10) < 7 ? view.rng.pick(view.players) : view.stranger;
}

/** A code for a request: the lane's game, another game, one nobody uses, or garbage. */
export function someCode(view: LaneView): unknown {
  const { rng } = view;
  const roll = rng.int(20);
  const own = view.game.code;
  if (roll < 8) return own;
  if (roll < 10) return own.toLowerCase();
  if (roll < 14) {
    const published = view.world.publishedGames();
    return published.length > 0 ? rng.pick(published).code : own;
  }
  if (roll < 17) return unknownCode(view);
  return draw(hostileValue, rng.seed());
}

export function unknownCode(view: LaneView): string {
  const known = view.world.knownCodes();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  for (;;) {
    let code = '';
    for (let i = 0; i < 4; i++) code += alphabet[view.rng.int(alphabet.length)];
    if (!known.has(code)) return code;
  }
}

function legalActionsOf(view: LaneView, playerId: number): unknown[] {
  const current = view.game.current;
  if (!current || view.game.status !== 'playing') return [];
  return rulesOf(view.game.url).legalActions(current as Match<unknown>, playerId);
}

/** One legal action of whoever is to move, or a plausible-looking one when nobody can move. */
function plausibleAction(view: LaneView): unknown {
  const moving = mover(view);
  const legal = moving ? legalActionsOf(view, moving.user.id) : [];
  return legal.length > 0 ? view.rng.pick(legal) : { board: 0, cell: 0 };
}

export function socketCase(actor: Actor, event: string, args: unknown[], expect: Expectation, ack = true): FuzzCase {
  return { channel: 'socket', target: `socket ${event}`, actor, event, args, ack, expect };
}

/** A legal move by the player to move, over the socket (with a fresh client id) or as a whole next state over HTTP. */
export function genuineMove(view: LaneView): FuzzCase | null {
  const moving = mover(view);
  const current = view.game.current;
  if (!moving || !current || view.game.status !== 'playing') return null;
  const legal = legalActionsOf(view, moving.user.id);
  if (legal.length === 0) return null;
  const action = view.rng.pick(legal);
  const rules = rulesOf(view.game.url);
  // A game with hidden information takes its moves as actions only (emit-state refuses its states).
  if (!hasView(rules) && view.rng.chance(0.25)) {
    const result = rules.apply(current as Match<unknown>, moving.user.id, action);
    if (!result.ok) throw new Error(`rules refused their own legal action: ${result.error.message}`);
    const body = { ...result.match, code: current.code, version: current.version + 1 } as Record<string, unknown> &
      GameState;
    view.emitted.push(body);
    const expect: Expectation = {
      kind: 'predicted',
      prediction: predictEmitState(view.world, moving.user.id, body),
    };
    return {
      channel: 'http',
      target: 'POST /api/game/emit-state',
      call: post('/api/game/emit-state', body, bearer(moving)),
      expect,
    };
  }
  const payload = { code: current.code, version: current.version, action, id: view.nextId() };
  view.sent.push(payload);
  return socketCase(moving, 'action', [payload], {
    kind: 'predicted',
    prediction: predictAction(view.world, moving.user.id, payload),
  });
}

/** Actions that look like play but must be refused (or are replays answered as before). */
export function hostileAction(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const current = view.game.current as GameState;
  const version = current?.version ?? 0;
  const variant = rng.int(9);
  let sender = anyActor(view);
  let payload: unknown;
  if (variant === 0) {
    // A legal-looking action, out of turn: by someone other than the player to move.
    const moving = mover(view);
    sender = rng.pick([...view.players.filter((actor) => actor !== moving), view.stranger]);
    payload = { code: current.code, version, action: plausibleAction(view) };
  } else if (variant === 1) {
    // The right player and action at a stale or future version.
    sender = mover(view) ?? sender;
    const stale = rng.pick([version - 1, version + 1, version + 2, 0, 2 ** 31, version - 5].filter((v) => v >= 0));
    payload = { code: current.code, version: stale === version ? version + 1 : stale, action: plausibleAction(view) };
  } else if (variant === 2 && view.sent.length > 0) {
    // A replay: the same id (answered as before, applied once) or the same action without its id.
    const previous = rng.pick(view.sent);
    sender = mover(view) ?? sender;
    if (rng.chance(0.5)) payload = previous;
    else payload = { code: previous.code, version: previous.version, action: previous.action };
  } else if (variant === 3) {
    payload = draw(
      mutatedObject({ code: current.code, version, action: plausibleAction(view), id: view.nextId() }),
      rng.seed(),
    );
  } else if (variant === 4) {
    payload = { code: someCode(view), version, action: draw(hostileValue, rng.seed()) };
  } else if (variant === 5) {
    payload = draw(hostileValue, rng.seed());
  } else if (variant === 6) {
    // Another game's code, with a move that would be legal in this one.
    payload = { code: someCode(view), version: rng.int(5), action: plausibleAction(view), id: view.nextId() };
  } else if (variant === 7) {
    // A legal action sent with the code in lower case: the server reads codes case-insensitively.
    sender = mover(view) ?? sender;
    payload = { code: current.code.toLowerCase(), version, action: plausibleAction(view), id: view.nextId() };
  } else {
    payload = { code: current.code, version: draw(hostileValue, rng.seed()), action: plausibleAction(view) };
  }
  const prediction = predictAction(world, sender.user.id, payload);
  // Without an ack a legal action would change the game at a moment the fuzzer cannot see: only refusals go ack-less.
  const ack = prediction.kind !== 'refuse' || rng.int(10) > 0;
  if (prediction.kind === 'apply' && typeof (payload as { id?: unknown }).id === 'string')
    view.sent.push(payload as Record<string, unknown>);
  return socketCase(sender, 'action', [payload], { kind: 'predicted', prediction }, ack);
}

/** Whole next states that are not one legal action's result, or are sent by the wrong player or token. */
export function forgedEmitState(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const current = view.game.current as GameState;
  const moving = mover(view);
  const rules = rulesOf(view.game.url);
  const legal = moving ? legalActionsOf(view, moving.user.id) : [];
  const next = legal.length > 0 ? rules.apply(current as Match<unknown>, moving!.user.id, rng.pick(legal)) : null;
  const honest: Record<string, unknown> =
    next && next.ok ? { ...next.match, code: current.code, version: current.version + 1 } : { ...current };
  let body: unknown;
  let sender = moving ?? rng.pick(view.players);
  const variant = rng.int(9);
  if (variant === 0) {
    const score = (honest.score as { player: unknown; score: number }[]).map((entry, i) =>
      i === 0 ? { ...entry, score: entry.score + 1 + rng.int(100) } : entry,
    );
    body = { ...honest, score };
  } else if (variant === 1) {
    const others = (honest.score as { player: { id: number } }[]).map((entry) => entry.player);
    body = { ...honest, player: rng.pick([...others, null]) };
    if (sameTurn(body, honest)) body = { ...honest, player: { id: -1, name: 'nobody' } };
  } else if (variant === 2) {
    body = { ...honest, version: rng.pick([current.version + 2, current.version, 0, current.version + 100]) };
    if ((body as { version: number }).version === current.version + 1)
      body = { ...honest, version: current.version + 2 };
  } else if (variant === 3) {
    // The honest next state, claimed by a player who is not to move (cells set for the other player).
    sender = rng.pick([...view.players.filter((actor) => actor !== moving), view.stranger]);
    body = honest;
  } else if (variant === 4) {
    body = { ...honest, gameOver: !honest.gameOver, player: null };
  } else if (variant === 5) {
    body = { ...honest, state: draw(hostileValue, rng.seed()) };
  } else if (variant === 6) {
    body = { ...honest, code: someCode(view), game: rng.pick([...URLS, 'chess', '__proto__']) };
  } else if (variant === 7 && view.emitted.length > 0) {
    body = rng.pick(view.emitted); // an earlier genuine state: stale now
  } else {
    body = draw(mutatedObject(honest), rng.seed());
  }
  if (rng.int(8) === 0) {
    // The honest next state with a forged token naming the player to move.
    const token = rng.pick(
      forgedTokens(sender.user.jwt, moving?.user.id ?? sender.user.id, view.secret).filter(headerSafe),
    );
    const call = post('/api/game/emit-state', honest, { Authorization: `Bearer ${token}` });
    return {
      channel: 'http',
      target: 'POST /api/game/emit-state (forged token)',
      call,
      expect: { kind: 'unauthorized' },
    };
  }
  const prediction = predictEmitState(world, sender.user.id, body);
  if (prediction.kind === 'apply') view.emitted.push(body as Record<string, unknown>);
  const call = post('/api/game/emit-state', body, bearer(sender));
  return { channel: 'http', target: 'POST /api/game/emit-state', call, expect: { kind: 'predicted', prediction } };
}

function sameTurn(a: unknown, b: unknown): boolean {
  return json((a as { player: unknown }).player) === json((b as { player: unknown }).player);
}

/** `sync` and `presence`: the caller's games answer with the current state, anything else is refused. */
export function syncOrPresence(view: LaneView): FuzzCase {
  const { rng } = view;
  const sender = anyActor(view);
  const event = rng.pick(['sync', 'presence'] as const);
  const payload =
    rng.int(5) === 0 ? draw(mutatedObject({ code: someCode(view) }), rng.seed()) : { code: someCode(view) };
  const wellFormed =
    typeof payload === 'object' &&
    payload !== null &&
    Object.keys(payload).length === 1 &&
    typeof payload.code === 'string' &&
    /^[A-Za-z0-9]{4}$/.test(payload.code);
  const game = wellFormed ? view.world.gameOf(sender.user.id, payload.code) : undefined;
  // A computer game moves without the model: its state is checked at the end, by replaying its stored actions.
  if (game?.computer) return socketCase(sender, event, [payload], { kind: 'no-change' });
  return socketCase(sender, event, [payload], { kind: 'sync', game, event, viewer: sender.user.id });
}

/** Leaving games one is not in, or with malformed requests, over the socket. */
export function hostileLeave(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const sender = rng.chance(0.5) ? view.stranger : anyActor(view);
  let payload: unknown = { code: someCode(view) };
  if (rng.chance(0.3)) payload = draw(mutatedObject(payload as Record<string, unknown>), rng.seed());
  // A player's own game would be a genuine forfeit: hostile leaves name other games.
  if (sender !== view.stranger && view.players.includes(sender)) payload = { code: unknownCode(view) };
  return socketCase(sender, 'leave', [payload], {
    kind: 'predicted',
    prediction: predictLeave(world, sender.user.id, payload, false),
  });
}

/** A genuine forfeit: a seated player leaves the started game, over HTTP or the socket. */
export function genuineLeave(view: LaneView): FuzzCase | null {
  if (view.game.status !== 'playing') return null;
  const inGame = view.players.filter((actor) => !view.game.left.has(actor.user.id));
  if (inGame.length === 0) return null;
  const leaver = view.rng.pick(inGame);
  const prediction = predictLeave(view.world, leaver.user.id, { code: view.game.code }, true);
  if (view.rng.chance(0.5))
    return socketCase(leaver, 'leave', [{ code: view.game.code }], { kind: 'predicted', prediction });
  const call = post('/api/game/leave', { code: view.game.code, game: view.game.url }, bearer(leaver));
  return { channel: 'http', target: 'POST /api/game/leave', call, expect: { kind: 'predicted', prediction } };
}

/** create, join, start and leave over HTTP with hostile bodies, from anyone. */
export function hostileLobby(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const sender = rng.chance(0.3) ? view.stranger : anyActor(view);
  const endpoint = rng.pick(['create', 'join', 'start', 'leave'] as const);
  const valid: Record<string, Record<string, unknown>> = {
    create: rng.chance(0.5) ? { game: rng.pick(URLS) } : { game: rng.pick(URLS), listed: rng.chance(0.5) },
    join: { game: rng.pick(URLS), code: someCode(view) },
    start: { game: view.game.url, code: someCode(view), overrideStart: rng.chance(0.5) },
    leave: { code: someCode(view) },
  };
  let body: unknown = valid[endpoint];
  const roll = rng.int(4);
  if (roll === 0) body = draw(hostileValue, rng.seed());
  else if (roll === 1) body = draw(mutatedObject(valid[endpoint]), rng.seed());
  // A seated player's own code would leave for real: hostile leaves name other games.
  if (endpoint === 'leave' && view.players.includes(sender)) body = { code: unknownCode(view) };
  const call = post(`/api/game/${endpoint}`, body, bearer(sender));
  const target = `POST /api/game/${endpoint}`;
  if (endpoint === 'leave')
    return {
      channel: 'http',
      target,
      call,
      expect: { kind: 'predicted', prediction: predictLeave(world, sender.user.id, body, true) },
    };
  if (endpoint === 'create') {
    const succeeds = !world.activeGameOf(sender.user.id) && wellFormedCreate(body);
    const url = succeeds ? (body as { game: string }).game : '';
    return { channel: 'http', target, call, expect: { kind: 'create', succeeds, userId: sender.user.id, url } };
  }
  return { channel: 'http', target, call, expect: { kind: 'no-change' } };
}

function wellFormedCreate(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { game, code, listed, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  return (
    typeof game === 'string' &&
    // `List publicly`: optional, so null counts as absent.
    (listed === undefined || listed === null || typeof listed === 'boolean') &&
    URLS.includes(game) &&
    (code === undefined || (typeof code === 'string' && code.length <= 64))
  );
}

const AUTH_ENDPOINTS = ['login', 'register', 'google', 'guest', 'logout', 'refresh-token', 'config'] as const;

/** The sign-in endpoints with hostile bodies and cookies. Well-typed credentials are rare: each costs an scrypt. */
export function hostileAuth(view: LaneView): FuzzCase {
  const { rng } = view;
  const endpoint = rng.pick(AUTH_ENDPOINTS);
  const headers: Record<string, string> = {};
  if (rng.chance(0.3))
    headers.Cookie = `refresh_token=${rng.pick(['x', 'A'.repeat(43), '%00', draw(fc.base64String(), rng.seed())])}`;
  if (rng.chance(0.2)) Object.assign(headers, bearer(anyActor(view)));
  if (endpoint === 'config')
    return {
      channel: 'http',
      target: 'GET /api/auth/config',
      call: { method: 'GET', path: '/api/auth/config', headers },
      expect: { kind: 'no-change' },
    };
  const wellTyped = rng.int(40) === 0;
  const name = `fz${rng.int(1e9)}`;
  const valid = {
    login: { username: name, password: 'not the password' },
    register: {
      username: name,
      password: 'fuzz password',
      repeatPassword: rng.chance(0.5) ? 'fuzz password' : 'other one',
    },
    google: { token: rng.pick(forgedTokens(view.players[0].user.jwt, 1, view.secret)) },
    guest: undefined,
    logout: undefined,
    'refresh-token': undefined,
  }[endpoint] as Record<string, unknown> | undefined;
  let body: unknown = valid;
  if (!wellTyped && (endpoint === 'login' || endpoint === 'register'))
    body = rng.chance(0.5)
      ? draw(hostileValue, rng.seed())
      : wrongTyped(draw(mutatedObject(valid as Record<string, unknown>), rng.seed()));
  else if (endpoint === 'google' && rng.chance(0.5))
    body = draw(mutatedObject(valid as Record<string, unknown>), rng.seed());
  else if (body === undefined && rng.chance(0.5)) body = draw(hostileValue, rng.seed());
  const call: HttpCall = {
    method: 'POST',
    path: `/api/auth/${endpoint}`,
    headers: { 'Content-Type': 'application/json', ...headers },
  };
  if (body !== undefined) call.body = json(body);
  return { channel: 'http', target: `POST /api/auth/${endpoint}`, call, expect: { kind: 'no-change' } };
}

/** A credentials body that cannot pass validation, so it is refused before any password hashing. */
function wrongTyped(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.username === 'string' && typeof body.password === 'string' ? { ...body, username: 42 } : body;
}

const PROTECTED: { method: string; path: string }[] = [
  { method: 'GET', path: '/api/game/current-state' },
  { method: 'POST', path: '/api/game/create' },
  { method: 'POST', path: '/api/game/join' },
  { method: 'POST', path: '/api/game/start' },
  { method: 'POST', path: '/api/game/leave' },
  { method: 'POST', path: '/api/game/emit-state' },
  { method: 'POST', path: '/api/game/quick' },
  { method: 'POST', path: '/api/game/computer' },
  { method: 'POST', path: '/api/game/rematch' },
  { method: 'POST', path: '/api/game/rematch/decline' },
  { method: 'POST', path: '/api/game/dismiss' },
  { method: 'GET', path: '/api/game/rating-change?code=ABCD' },
  { method: 'GET', path: '/api/leaderboards/winzards/football' },
  { method: 'GET', path: '/api/players/someone' },
];

/** Every protected endpoint with a forged, bent or missing token, and a body that would do something. */
export function forgedTokenRequest(view: LaneView): FuzzCase {
  const { rng } = view;
  const victim = mover(view) ?? rng.pick(view.players);
  const tokens = forgedTokens(rng.pick(view.players).user.jwt, victim.user.id, view.secret);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const roll = rng.int(10);
  if (roll > 0) {
    const header = rng.pick(authorizationHeaders(rng.pick(tokens)));
    if (headerSafe(header)) headers.Authorization = header;
  }
  const { method, path } = rng.pick(PROTECTED);
  const bodies: Record<string, unknown> = {
    '/api/game/create': { game: view.game.url },
    '/api/game/join': { game: view.game.url, code: view.game.code },
    '/api/game/start': { game: view.game.url, code: view.game.code, overrideStart: true },
    '/api/game/leave': { code: view.game.code },
    '/api/game/emit-state': forgedEmitBody(view),
    '/api/game/quick': { game: view.game.url },
    '/api/game/computer': { game: view.game.url, level: 'easy' },
    '/api/game/rematch': { code: view.game.code },
    '/api/game/rematch/decline': { code: view.game.code },
    '/api/game/dismiss': { code: view.game.code },
  };
  const call: HttpCall = { method, path, headers };
  if (method === 'POST') call.body = json(bodies[path]);
  return { channel: 'http', target: `${method} ${path} (forged token)`, call, expect: { kind: 'unauthorized' } };
}

function forgedEmitBody(view: LaneView): unknown {
  const moving = mover(view);
  const current = view.game.current;
  if (!moving || !current) return current;
  const legal = legalActionsOf(view, moving.user.id);
  if (legal.length === 0) return current;
  const result = rulesOf(view.game.url).apply(current as Match<unknown>, moving.user.id, view.rng.pick(legal));
  return result.ok ? { ...result.match, code: current.code, version: current.version + 1 } : current;
}

/** Unknown routes, wrong methods, malformed and oversized bodies, odd content types, the public endpoints. */
export function httpOddity(view: LaneView): FuzzCase {
  const { rng } = view;
  const headers: Record<string, string> = rng.chance(0.7) ? bearer(anyActor(view)) : {};
  const variant = rng.int(8);
  let call: HttpCall;
  if (variant === 0) {
    const segment = rng.pick([
      'game/nope',
      'games/1',
      'auth',
      'admin',
      '..%2f..%2fetc%2fpasswd',
      '%E0%A4%A',
      'game/emit-state/x',
      ...POLLUTING_KEYS,
    ]);
    call = { method: rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: `/api/${segment}`, headers };
  } else if (variant === 1) {
    const path = rng.pick([
      '/api/game/create',
      '/api/game/emit-state',
      '/api/auth/guest',
      '/api/game/current-state',
      '/api/games',
    ]);
    call = { method: rng.pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']), path, headers };
  } else if (variant === 2) {
    const body = rng.pick([
      '{"game":',
      'nul',
      '{"code":"ABCD",}',
      '\u0000',
      '[',
      '"',
      '{"__proto__":{"admin":true}}',
      '{}'.repeat(1000),
    ]);
    call = {
      method: 'POST',
      path: rng.pick(['/api/game/emit-state', '/api/game/join', '/api/auth/login']),
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    };
  } else if (variant === 3) {
    // Past the 256 KB body limit, or nested deeper than any parser should recurse.
    const body = rng.chance(0.5) ? json({ game: 'x'.repeat(300_000) }) : `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    call = {
      method: 'POST',
      path: rng.pick(['/api/game/create', '/api/game/emit-state', '/api/auth/register']),
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    };
  } else if (variant === 4) {
    const type = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-7',
      'application/xml',
    ]);
    // Not create: JSON in any UTF charset is JSON (body-parser decodes utf-7 too), so a create could rightly succeed.
    call = {
      method: 'POST',
      path: rng.pick(['/api/game/join', '/api/game/emit-state', '/api/auth/login']),
      headers: { ...headers, 'Content-Type': type },
      body: rng.pick(['game=super_tic_tac_toe', '<a/>', json({ game: URLS[0] })]),
    };
  } else if (variant === 5) {
    const query = uriComponent(json(draw(hostileValue, rng.seed())).slice(0, 2000));
    call = {
      method: 'GET',
      path: `${rng.pick(['/api/health', '/api/health/ready', '/api/games', '/api/auth/config', '/api/game/current-state'])}?q=${query}&__proto__[x]=1`,
      headers,
    };
  } else if (variant === 6) {
    call = { method: 'GET', path: '/api/game/current-state', headers: bearer(anyActor(view)) };
  } else {
    call = {
      method: 'GET',
      path: rng.pick(['/api/health', '/api/games', '/api/auth/config']),
      headers: { ...headers, 'X-Forwarded-For': '1.2.3.4, ::1', Origin: 'https://evil.example' },
    };
  }
  return {
    channel: 'http',
    target: `${call.method} ${call.path.split('?')[0].slice(0, 40)}`,
    call,
    expect: { kind: 'no-change' },
  };
}

const UNKNOWN_EVENTS = [
  'hello',
  'emit-state',
  'startGame',
  'server-notice',
  'presence ',
  'ACTION',
  'constructor',
  '__proto__',
  'toString',
  '',
  'x'.repeat(300),
];

/** Unknown events, events without an ack, payloads that are not objects, several arguments. */
export function socketOddity(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const actor = anyActor(view);
  const variant = rng.int(4);
  if (variant === 0) {
    return socketCase(actor, rng.pick(UNKNOWN_EVENTS), [draw(hostileValue, rng.seed())], { kind: 'no-change' }, false);
  }
  const event = rng.pick(['action', 'sync', 'presence', 'leave']);
  if (variant === 1) {
    // No ack callback: nowhere to answer. Payloads that must be refused, so nothing may change unseen.
    const payload = rng.chance(0.5)
      ? draw(hostileValue, rng.seed())
      : { code: unknownCode(view), version: 0, action: plausibleAction(view) };
    return socketCase(actor, event, [payload], { kind: 'no-change' }, false);
  }
  const args =
    variant === 2
      ? [rng.pick([42, 'ABCD', null, true, [], [view.game.code], -0, 1e308])]
      : [{ code: view.game.code, version: 0, action: plausibleAction(view) }, draw(hostileValue, rng.seed())];
  if (rng.chance(0.2)) args.length = 0;
  // Nest hands a handler an array when there are several arguments: a payload no DTO accepts.
  const payload = args.length === 1 ? args[0] : args;
  let expect: Expectation;
  if (event === 'sync' || event === 'presence')
    expect = { kind: 'sync', game: undefined, event, viewer: actor.user.id };
  else if (event === 'leave')
    expect = { kind: 'predicted', prediction: predictLeave(world, actor.user.id, payload, false) };
  else expect = { kind: 'predicted', prediction: predictAction(world, actor.user.id, payload) };
  return socketCase(actor, event, args, expect);
}

/** Socket handshakes with forged, bent or missing tokens: none may connect. */
export function forgedHandshake(view: LaneView): FuzzCase {
  const { rng } = view;
  const tokens = forgedTokens(rng.pick(view.players).user.jwt, rng.pick(view.players).user.id, view.secret);
  const variant = rng.int(4);
  if (variant === 0)
    return {
      channel: 'handshake',
      target: 'handshake (query jwt)',
      auth: {},
      query: { jwt: rng.pick(tokens.filter(headerSafe)) },
    };
  if (variant === 1)
    return { channel: 'handshake', target: 'handshake (odd token)', auth: { token: draw(hostileValue, rng.seed()) } };
  return { channel: 'handshake', target: 'handshake (forged token)', auth: { token: rng.pick(tokens) } };
}

export function disconnectProbe(view: LaneView): FuzzCase {
  const probe = view.rng.pick(['malformed-packet', 'oversized', 'binary-placeholder'] as const);
  return { channel: 'probe', target: `probe ${probe}`, probe };
}
