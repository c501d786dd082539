/**
 * What a forged POST /api/game/emit-state costs our server. The server accepts a posted state only if it is what one
 * legal action makes of the current one, so a state that is no such thing makes it look at the legal actions of the
 * position. Measured at Super Tic-Tac-Toe's opening, the public position with the most legal actions (81; a game with
 * hidden information, such as Winzard Football, takes no states at all, and that refusal is measured too): the
 * server's CPU (user + system, from its probe) over a series of forged posts, divided by the posts; next to it the CPU
 * of a post refused at once (a stale version), the floor of any HTTP request; and the same forged posts spread
 * round-robin over more games than a small cache of legal results holds.
 */
import type { GameDefinition, GameState, Match } from '@tabletop/game-kit';
import { game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzard } from '@tabletop/winzard-football/rules';
import { postJson } from './load/http';
import type { ServerProcess } from './server-process';

/** Games the forged posts are spread over in the round-robin figure (more than the 16 results the old cache kept). */
const ROUND_ROBIN_GAMES = 24;
/** The measured game: the first player of a new Super Tic-Tac-Toe game may play any of the 81 cells. */
const MEASURED: GameDefinition = superTicTacToe as GameDefinition;

export interface EmitStateFigures {
  /** Legal actions of the player to move in the measured position. */
  legalActions: number;
  forgedPosts: number;
  /** The first forged post at a new version: what the server pays once per version. */
  firstForgedPostCpuMs: number;
  /** Each further forged post at the same version. */
  cpuMsPerForgedPost: number;
  /** A post refused before any rules run (stale version): the HTTP floor. */
  cpuMsPerStalePost: number;
  /** A forged post to a game with hidden information (Winzard Football), which takes moves as actions only. */
  cpuMsPerHiddenGamePost: number;
  /** Forged posts round-robin over ROUND_ROBIN_GAMES games, each at its own position (each posted to once before). */
  roundRobinGames: number;
  cpuMsPerRoundRobinForgedPost: number;
}

interface Guest {
  id: number;
  jwt: string;
}

interface Table {
  players: Guest[];
  state: GameState;
}

const bearer = (guest: Guest) => ({ authorization: `Bearer ${guest.jwt}` });
const matchOf = ({ game, player, score, gameOver, state }: GameState): Match<unknown> =>
  ({ game, player, score, gameOver, state }) as Match<unknown>;

async function post(baseUrl: string, guest: Guest, state: GameState): Promise<number> {
  const response = await fetch(`${baseUrl}/api/game/emit-state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(guest) },
    body: JSON.stringify(state),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

function toMove(table: Table): { guest: Guest; actions: unknown[] } {
  const guest = table.players.find((p) => p.id === table.state.player?.id)!;
  return { guest, actions: MEASURED.legalActions(matchOf(table.state), guest.id) };
}

/** The state one legal action makes, as the client would post it. */
function nextState(table: Table, userId: number, action: unknown): GameState {
  const result = MEASURED.apply(matchOf(table.state), userId, action);
  if (!result.ok) throw new Error(`the bench's own legal action was refused: ${result.error.message}`);
  return { ...result.match, code: table.state.code, version: table.state.version + 1 } as GameState;
}

/** A legal next state with its last leaf changed: as alike to the legal results as a forgery gets, and no one of them. */
function forged(legal: GameState, serial: number): GameState {
  const copy = structuredClone(legal) as GameState & { state: unknown };
  let parent: Record<string, unknown> | unknown[] | null = null;
  let key: string | number = '';
  const walk = (value: unknown, owner: Record<string, unknown> | unknown[], at: string | number) => {
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value))
        walk(v, value as Record<string, unknown>, Array.isArray(value) ? Number(k) : k);
    } else {
      parent = owner;
      key = at;
    }
  };
  walk(copy.state, copy as unknown as Record<string, unknown>, 'state');
  if (parent === null) throw new Error('the state has no leaf to forge');
  (parent as Record<string | number, unknown>)[key] = 1_000_000 + serial;
  return copy;
}

/** A new game of `game` with two guests, as the second guest's join answered it. */
async function seatTable(baseUrl: string, game: GameDefinition = MEASURED): Promise<Table> {
  const players = await Promise.all([0, 1].map(() => postJson<Guest>(`${baseUrl}/api/auth/guest`, {})));
  const created = await postJson<GameState>(`${baseUrl}/api/game/create`, { game: game.url }, bearer(players[0]));
  const state = await postJson<GameState>(
    `${baseUrl}/api/game/join`,
    { game: game.url, code: created.code },
    bearer(players[1]),
  );
  return { players, state };
}

/** Server CPU in ms per post over `posts` posts made by `postOne`, one after another. */
async function cpuPerPost(server: ServerProcess, posts: number, postOne: (serial: number) => Promise<void>) {
  const before = await server.sample(false);
  for (let serial = 0; serial < posts; serial++) await postOne(serial);
  const after = await server.sample(false);
  return (after.cpuMicros - before.cpuMicros) / 1000 / posts;
}

export async function emitStateCost(
  baseUrl: string,
  server: ServerProcess,
  forgedPosts: number,
  log: (line: string) => void,
): Promise<EmitStateFigures> {
  log(`emit-state: seating ${ROUND_ROBIN_GAMES} ${MEASURED.displayText} games at their opening`);
  const tables: Table[] = [];
  for (let i = 0; i < ROUND_ROBIN_GAMES; i++) tables.push(await seatTable(baseUrl));
  const targets = tables.map((table) => {
    const { guest, actions } = toMove(table);
    return { guest, actions: actions.length, legal: nextState(table, guest.id, actions[0]) };
  });
  // Exactly the refusal meant (400 mismatch, 409 stale): a 429 would mean a rate limit was measured instead.
  const expectRefused = (status: number) => {
    if (status !== 400) throw new Error(`a forged emit-state was answered ${status}, not 400 (lift its rate limit?)`);
  };
  // Warm the server's code paths on a game that is measured in no figure but the round robin.
  for (let serial = 0; serial < 20; serial++)
    expectRefused(await post(baseUrl, targets[1].guest, forged(targets[1].legal, serial)));
  const stale = { ...targets[0].legal, version: targets[0].legal.version + 5 };
  const cpuMsPerStalePost = await cpuPerPost(server, forgedPosts, async () => {
    const status = await post(baseUrl, targets[0].guest, stale);
    if (status !== 409) throw new Error(`a stale emit-state was answered ${status}, not 409`);
  });
  const firstForgedPostCpuMs = await cpuPerPost(server, 1, async () =>
    expectRefused(await post(baseUrl, targets[0].guest, forged(targets[0].legal, 0))),
  );
  // A Winzard Football state is refused before its rules run; the posted state is what the seat was sent (a view).
  const hidden = await seatTable(baseUrl, winzard as GameDefinition);
  const hiddenMover = hidden.players.find((p) => p.id === hidden.state.player?.id)!;
  const hiddenForgery = forged({ ...hidden.state, version: hidden.state.version + 1 }, 0);
  const cpuMsPerHiddenGamePost = await cpuPerPost(server, forgedPosts, async () =>
    expectRefused(await post(baseUrl, hiddenMover, hiddenForgery)),
  );
  log(`emit-state: ${forgedPosts} forged posts in one game, then round-robin over ${ROUND_ROBIN_GAMES}`);
  const cpuMsPerForgedPost = await cpuPerPost(server, forgedPosts, async (serial) =>
    expectRefused(await post(baseUrl, targets[0].guest, forged(targets[0].legal, serial + 1))),
  );
  // One forged state to each game first: what every position costs once is in the first figure already.
  for (const target of targets) expectRefused(await post(baseUrl, target.guest, forged(target.legal, 0)));
  const cpuMsPerRoundRobinForgedPost = await cpuPerPost(server, forgedPosts, async (serial) => {
    const target = targets[serial % targets.length];
    expectRefused(await post(baseUrl, target.guest, forged(target.legal, serial)));
  });
  return {
    legalActions: targets[0].actions,
    forgedPosts,
    firstForgedPostCpuMs,
    cpuMsPerForgedPost,
    cpuMsPerStalePost,
    cpuMsPerHiddenGamePost,
    roundRobinGames: ROUND_ROBIN_GAMES,
    cpuMsPerRoundRobinForgedPost,
  };
}
