import { hasView } from '@tabletop/game-kit';
import { draw, hostileValue, mutatedObject } from './hostile-values';
import {
  anyActor,
  asUrlText,
  bearer,
  post,
  socketCase,
  someCode,
  unknownCode,
  uriComponent,
  URLS,
  type Actor,
  type FuzzCase,
  type LaneView,
} from './cases';
import type { Rng } from './rng';
import { GAMES } from '../../src/games/registry';

/**
 * The cases for quick match, games against the computer, rematches and the open tables. None of them may
 * start a game the model does not know of: a valid `Play now` or computer game is only sent by a player whose lane game
 * is running (one active game per user), so each is refused; the final check finds any game or seat they made.
 */

const LEVEL_SLIPS: unknown[] = ['medium', 'EASY', 'Hard', '', ' easy', 1, true, ['easy'], { level: 'easy' }, null];
const OPPONENT_SLIPS: unknown[] = [0, -1, 4, 1.5, '1', 2 ** 53, -0.5, true, [1], { n: 1 }, 1e308];

const TWO_PLAYER = GAMES.filter((entry) => entry.definition.players[1] === 2).map((entry) => entry.definition.url);

function gameName(rng: Rng): unknown {
  return rng.pick([...URLS, 'chess', 'Super-Tic-Tac-Toe', '', ' ', '__proto__', 'x'.repeat(65), 7, null]);
}

/** Someone with no running game may be sent only bodies that must be refused; a seated player may be sent any. */
function computerBody(view: LaneView, free: boolean): unknown {
  const { rng } = view;
  const valid: Record<string, unknown> = { game: rng.pick(URLS), level: rng.pick(['easy', 'hard']) };
  if (rng.chance(0.5)) valid.opponents = 1 + rng.int(3);
  if (!free && rng.chance(0.5)) return rng.chance(0.5) ? valid : draw(mutatedObject(valid), rng.seed());
  const slip = rng.int(5);
  if (slip === 0) return { ...valid, game: unknownGame(rng) };
  if (slip === 1) return { ...valid, level: rng.pick(LEVEL_SLIPS) };
  if (slip === 2) return { ...valid, opponents: rng.pick(OPPONENT_SLIPS) };
  // A two-player game takes one computer opponent only.
  if (slip === 3) return { game: rng.pick(TWO_PLAYER), level: 'easy', opponents: 2 + rng.int(2) };
  return draw(hostileValue, rng.seed());
}

function unknownGame(rng: Rng): unknown {
  const name = gameName(rng);
  return typeof name === 'string' && URLS.includes(name) ? 'chess' : name;
}

function quickBody(view: LaneView, free: boolean): unknown {
  const { rng } = view;
  if (!free && rng.chance(0.5)) return { game: rng.pick(URLS) };
  if (rng.chance(0.5)) return { game: unknownGame(rng) };
  return draw(hostileValue, rng.seed());
}

/** `Play now` and `Play the computer`: refused for a player already in a game, and for any malformed body. */
export function hostileQuickOrComputer(view: LaneView): FuzzCase {
  const { rng, world } = view;
  const sender = anyActor(view);
  const free = !world.activeGameOf(sender.user.id);
  const endpoint = rng.pick(['quick', 'computer'] as const);
  const body = endpoint === 'quick' ? quickBody(view, free) : computerBody(view, free);
  // Concurrent copies by a seated player: the one-active-game rule must hold for each of them.
  const copies = !free && rng.chance(0.2) ? 2 + rng.int(3) : 1;
  return {
    channel: 'http',
    target: `POST /api/game/${endpoint}${copies > 1 ? ' (concurrent)' : ''}`,
    call: post(`/api/game/${endpoint}`, body, bearer(sender)),
    expect: { kind: 'create', succeeds: false, userId: sender.user.id, url: '' },
    copies,
  };
}

/** A finished game of the sender's, when they have one: rematch, decline and dismiss then reach the real checks. */
function rematchCode(view: LaneView, sender: Actor): unknown {
  const { rng } = view;
  const finished = view.world.games.filter(
    (game) => game.status === 'over' && !game.computer && game.seated.includes(sender.user.id),
  );
  if (finished.length > 0 && rng.chance(0.5)) return rng.pick(finished).code;
  return rng.chance(0.8) ? someCode(view) : unknownCode(view);
}

/**
 * The end of a game: rematch offers, accepts, declines and dismissals, from anyone, on finished games, running ones,
 * unknown codes and garbage. Every lane player is in a running game and a stranger's computer games are never named
 * (their computers would accept), so no rematch can start; the final check sees any game or seat one made. Sent at once by several players now and then.
 */
export function hostileRematch(view: LaneView): FuzzCase {
  const { rng } = view;
  const sender = anyActor(view);
  const code = rematchCode(view, sender);
  const endpoint = rng.pick(['offer', 'rematch', 'rematch/decline', 'dismiss'] as const);
  let body: unknown = { code };
  if (rng.int(4) === 0) body = draw(rng.chance(0.5) ? hostileValue : mutatedObject({ code }), rng.seed());
  const copies = rng.chance(0.1) ? 2 + rng.int(2) : 1;
  if (endpoint === 'offer') {
    const segment = uriComponent(asUrlText(code));
    return {
      channel: 'http',
      target: 'GET /api/game/rematch/:code',
      call: { method: 'GET', path: `/api/game/rematch/${segment}`, headers: bearer(sender) },
      expect: { kind: 'no-change' },
    };
  }
  return {
    channel: 'http',
    target: `POST /api/game/${endpoint}${copies > 1 ? ' (concurrent)' : ''}`,
    call: post(`/api/game/${endpoint}`, body, bearer(sender)),
    expect: { kind: 'no-change' },
    copies,
  };
}

/**
 * The open tables: the list over HTTP (with or without a token), `watch-tables` and `unwatch-tables` with stray
 * arguments, and `rematch`, which only the server sends (so a client's has no handler and no acknowledgement).
 */
export function openTablesOrWatch(view: LaneView): FuzzCase {
  const { rng } = view;
  const sender = anyActor(view);
  const roll = rng.int(4);
  if (roll === 0) {
    const headers = rng.chance(0.5) ? bearer(sender) : {};
    return {
      channel: 'http',
      target: 'GET /api/game/open-tables',
      call: { method: 'GET', path: '/api/game/open-tables', headers },
      expect: { kind: 'no-change' },
    };
  }
  const args = rng.chance(0.5) ? [] : [draw(hostileValue, rng.seed())];
  if (roll === 3) return socketCase(sender, 'rematch', [{ code: someCode(view) }], { kind: 'no-change' }, false);
  const event = roll === 1 ? 'watch-tables' : 'unwatch-tables';
  return socketCase(sender, event, args, { kind: 'no-change' });
}

/** Games whose full state the caller is shown: a computer game's first state is then its answer. */
const OPEN_GAMES = GAMES.filter((entry) => !hasView(entry.definition));

/**
 * A real game against the computer (Easy, so searches cost nothing), by the lane's stranger, who leaves it at once:
 * the computers may play on, and the final check replays every stored action of the game from its first state.
 */
export function computerGame(view: LaneView): FuzzCase | null {
  const { rng, world, stranger } = view;
  if (world.activeGameOf(stranger.user.id) || OPEN_GAMES.length === 0) return null;
  const { definition } = rng.pick(OPEN_GAMES);
  const opponents = 1 + rng.int(definition.players[1] - 1);
  const body = { game: definition.url, level: 'easy', opponents };
  return {
    channel: 'http',
    target: 'POST /api/game/computer (valid)',
    call: post('/api/game/computer', body, bearer(stranger)),
    expect: { kind: 'create', succeeds: true, userId: stranger.user.id, url: definition.url, computer: true },
  };
}
