/**
 * The realtime protocol between the shell and the backend (docs/wire-protocol.md), typed once for both ends. Every
 * GameState and StatePatch the server sends is the recipient's view of the game (GameDefinition.view): a game with
 * hidden information never sends a client what its seat may not see, and a patch turns that client's previous view
 * into its next one.
 */
import type { ClockSetting, GameState } from '@tabletop/game-kit';
import type { OpenTables, OpenTablesAck } from './open-tables';
import type { StatePatch } from './state-patch';

export interface ActionRequest<A = unknown> {
  /** The game's invite code. */
  code: string;
  /** The version of the state the action was made against. */
  version: number;
  action: A;
  /** Client-chosen id, so a retried action is applied once. */
  id?: string;
}

/**
 * `patch`: to a connection that asked for patches, what its action changed in the game it acted on (the push it is then
 * not sent); absent when the action had been applied already (a retry) and to other connections.
 */
export type ActionAck =
  { ok: true; version: number; patch?: StatePatch } | { ok: false; error: string; state?: GameState };

export interface SyncRequest {
  code: string;
  /** The version the client holds: the server may answer with the patches from it instead of the full state. */
  since?: number;
}

/**
 * `online` lists the seated players with a connection right now (this server always sends it), and `computers` the
 * seats the computer plays (as in Presence). `serverTime`: the server's epoch milliseconds as it answered, by which a
 * client sets the offset of its own clock for drawing game clocks (the request's round trip bounds it). The full state
 * comes without `since`, or when the patches from it are too many or not all kept, or always for a game with a view
 * (its log keeps the full state's patches, not each seat's); otherwise the patches from `since` to the current
 * version, in order (none when the client is up to date).
 */
export type SyncAck =
  | { ok: true; state: GameState; online?: number[]; computers?: number[]; serverTime?: number }
  | { ok: true; since: number; patches: StatePatch[]; online?: number[]; computers?: number[]; serverTime?: number }
  | { ok: false; error: string };

/**
 * Which seated players of a game have at least one connection (on any server instance), by user id. `computers`: the
 * seats the computer plays, always among `online`, absent when there are none (boards say `Computer is thinking…`
 * while one of them is to move). `claimAt`: in a running game without a clock where one player alone is connected,
 * when (the server's epoch ms) that player may claim victory over the others (POST /api/game/claim).
 */
export interface Presence {
  code: string;
  online: number[];
  computers?: number[];
  claimAt?: number;
}

/** `watchers`: how many people watch the game now (WatcherCount; absent for none), for a page opened after the pushes. */
export type PresenceAck = ({ ok: true; watchers?: number } & Presence) | { ok: false; error: string };

/** Asks to watch a running game read-only, by its invite code (the spectator's link: /game/<url>?watch=<code>). */
export interface WatchRequest {
  code: string;
}

/**
 * The answer to `watch`: the game's public view (what every seat may see; no hidden information) and how many watch
 * it, after which the connection is sent the game's pushes as a spectator. A finished game is refused with its id,
 * for its replay.
 */
export type WatchAck = { ok: true; state: GameState; watchers: number } | { ok: false; error: string; replay?: number };

/** How many people (signed-in users, not connections) watch a game: pushed to its room whenever it may have changed. */
export interface WatcherCount {
  code: string;
  count: number;
}

export type LeaveAck = { ok: true } | { ok: false; error: string };

/** The answer to `reauth`: the connection now lives until the new token's expiry. */
export type ReauthAck = { ok: true } | { ok: false; error: string };

/**
 * Why the server is about to close a connection. `reconnect: true` asks the client to connect again at once (e.g. the
 * instance is shutting down and another one will take over); false means the client misbehaved and should back off.
 * `reauthenticate`: the access token the connection was opened (or last renewed) with has expired; renew the session
 * and connect again. `signed-out`: the session was ended (logout, a replayed refresh token, its maximum age).
 */
export interface ServerNotice {
  reason: 'draining' | 'rate-limited' | 'too-large' | 'reauthenticate' | 'signed-out';
  message: string;
  reconnect: boolean;
}

/**
 * What the handshake's `auth` carries. `patches: true` asks for `state-patch` events (what an action changed, to apply
 * to the state at `from`) in place of each action's full `emit-state`; without it a client gets the full states the
 * contract describes. Either way `startGame`, acknowledgements and syncs carry full states or patches as before.
 */
export interface HandshakeAuth {
  token: string;
  patches?: boolean;
}

/**
 * A finished game's rematch as its seats see it: the answer of GET and POST /api/game/rematch… and the `rematch` push.
 * `open`: it can still happen (no one accepts yet, or some do); `started`: it began as the game `next`; `closed`: too
 * few players are left for one.
 */
export interface RematchOffer {
  /** The finished game's code. */
  code: string;
  status: 'open' | 'started' | 'closed';
  /** Who accepts, by user id in seat order. */
  accepted: number[];
  /** Whose yes it still needs. */
  waitingFor: number[];
  /** The rematch's code once it started. */
  next: string | null;
  /** On a push: what just happened, and who did it. */
  event?: { kind: 'accepted' | 'declined' | 'left' | 'started'; by: number };
}

/** An action's change to a game's state, for clients that asked for patches. */
export type GameStatePatch = StatePatch & { code: string };

export interface ServerToClientEvents {
  startGame: (state: GameState) => void;
  'emit-state': (state: GameState) => void;
  /** To clients that asked for patches, in place of `emit-state` after an action. */
  'state-patch': (patch: GameStatePatch) => void;
  /** Sent to a game's room whenever one of its seated players connects or disconnects, joins or leaves. */
  presence: (presence: Presence) => void;
  /** To every seat of a finished game whenever its rematch offer changes (accepted, declined, left, started). */
  rematch: (offer: RematchOffer) => void;
  /** Sent just before the server closes this connection on purpose. */
  'server-notice': (notice: ServerNotice) => void;
  /** To connections that sent `watch-tables`: the open tables, after every change to one of them (any instance). */
  tables: (tables: OpenTables) => void;
  /** To a running game's players and spectators (any instance): how many watch it, after someone starts or stops. */
  watchers: (count: WatcherCount) => void;
}

export interface ClientToServerEvents {
  action: (request: ActionRequest, ack: (answer: ActionAck) => void) => void;
  /** Asks for the current state of the caller's game, e.g. after a reconnect. */
  sync: (request: SyncRequest, ack: (answer: SyncAck) => void) => void;
  /** Who of the caller's game is connected now. */
  presence: (request: { code: string }, ack: (answer: PresenceAck) => void) => void;
  /** Leaves the caller's game: frees the seat before the start, forfeits after it (same as POST /api/game/leave). */
  leave: (request: { code: string }, ack: (answer: LeaveAck) => void) => void;
  /**
   * Hands the connection a renewed access token (same user), so it outlives the one it was opened with instead of
   * being closed with `server-notice` `reauthenticate` at that token's expiry.
   */
  reauth: (request: { token: string }, ack: (answer: ReauthAck) => void) => void;
  /** Starts the `tables` pushes to this connection; answered with the open tables now. */
  'watch-tables': (request: Record<string, never>, ack: (answer: OpenTablesAck) => void) => void;
  /** Stops them. */
  'unwatch-tables': (request: Record<string, never>, ack: (answer: { ok: true }) => void) => void;
  /** Watches a running game the caller is not seated in: its public view's pushes until `unwatch` or disconnecting. */
  watch: (request: WatchRequest, ack: (answer: WatchAck) => void) => void;
  /** Stops watching it. */
  unwatch: (request: WatchRequest, ack: (answer: { ok: true }) => void) => void;
}

/** A game that is seated but not started has no player to move and is not over. */
export function isWaiting(state: Pick<GameState, 'player' | 'gameOver'>): boolean {
  return state.player === null && !state.gameOver;
}

/** One entry of the manifest the backend serves at GET /api/games: a game and where its board lives. */
export interface GameManifestEntry {
  url: string;
  displayText: string;
  /** The GAMES menu's entry, from the game's manifest (SUPER TIC-TAC-TOE, REPELLO, FOOTBALL). */
  menuLabel: string;
  players: [number, number];
  showScore: boolean;
  /** Module Federation remote: its container name and the URL of its mf-manifest.json (or remoteEntry.js). */
  remote: { name: string; entry: string };
  /** One line saying what the game is, for its card on the home page. */
  description?: string;
  /** A small picture of its board (an SVG shipped with the board, beside its manifest). */
  picture?: string;
  /** The clock its quick matches and listed tables get unless the player picks another, in seconds. */
  clock?: ClockSetting;
}

/** The HTTP error body (docs/wire-protocol.md). */
export interface ErrorBody {
  message: string;
  status: number;
}
