/** The shapes every game shares (docs/game-contract.md). Rules modules implement GameDefinition. */
import type { ClockState } from './clock';
import type { RandomState } from './random';

export interface Player {
  id: number;
  name: string;
}

export interface ScoreEntry {
  player: Player;
  score: number;
}

export interface Match<S> {
  /** The route id: the game manifest's `url` ('super_tic_tac_toe', 'winzards/football', …). */
  game: string;
  /** Whose turn it is; null once the game is over. */
  player: Player | null;
  /** One entry per seated player, in seat order (seat 0 = creator). */
  score: ScoreEntry[];
  gameOver: boolean;
  state: S;
  /**
   * Who left the started game (forfeited), in the order they left, and whether the last of them ended it. Absent while
   * nobody has; stamped by forfeitMatch and carried by applyMove, so a game's own rules never see to it.
   */
  forfeited?: Forfeits;
  /**
   * The game was called off before every seat had made its first move: it is over with no winner and never rated.
   * Stamped by abortMatch, like `forfeited`.
   */
  aborted?: Aborted;
}

/** Who called a game off: `by` pressed Abort, or (`late`) did not make a first move in time. */
export interface Aborted {
  by: number;
  late: boolean;
}

export interface Forfeits {
  players: number[];
  /** The last forfeit ended the game (too few players left), rather than its own rules. */
  endedGame: boolean;
  /** Of `players`, those the server took out because their clock ran out, in that order. */
  timedOut?: number[];
}

export interface RuleError {
  code: RuleErrorCode;
  message: string;
}

export type RuleErrorCode = 'not-your-turn' | 'game-over' | 'illegal' | 'malformed';

export type MoveResult<S> = { ok: true; match: Match<S> } | { ok: false; error: RuleError };

export interface GameDefinition<S = unknown, A = unknown> {
  /** Same as Match.game. */
  url: string;
  displayText: string;
  players: [min: number, max: number];
  showScore: boolean;
  setup(players: Player[], seed?: string): Match<S>;
  /** Every legal action for that player; [] when it is not their turn. */
  legalActions(match: Match<S>, playerId: number): A[];
  /** Accepts exactly what legalActions lists; never throws, whatever the action's shape. */
  apply(match: Match<S>, playerId: number, action: A): MoveResult<S>;
  /**
   * The match after `playerId` leaves a started game (optional; without it the server uses forfeitMatch). Keep the
   * leaver's score entry (the score list stays one entry per seat, in seat order): a game that goes on without them
   * takes them out of its own turn order in `state` and moves `player` on if it was their turn. Pure, never throws;
   * returns the match unchanged when it is over or the player is not seated.
   */
  forfeit?(match: Match<S>, playerId: number): Match<S>;
  /**
   * What `viewer` may see of the match (docs/game-contract.md): a seated player's id, or null for a spectator or a
   * replay. Optional: a game without it is public, and every client is sent the match itself. A game with hidden
   * information leaves out what that viewer may not know (Winzard Football: the draw pile's order and the generator's
   * state) and keeps the rest, so a board can draw the match and `legalActions` still lists the viewer's actions from
   * the view. The server keeps, stores and audits the full match and sends each client only its view. Pure, never
   * throws, for any match of this game (a waiting game's `state` is null).
   */
  view?(match: Match<S>, viewer: Viewer): Match<unknown>;
  /**
   * One full match that `viewer`'s view could have come from, the hidden part drawn from `random` (the computer's
   * Hard search plays in many such samples: it never reads what its seat may not see). Expected of every game with a
   * `view`. Pure: the same view and generator state give the same match; returns the generator's next state.
   */
  determinize?(view: Match<unknown>, viewer: number, random: RandomState): [Match<S>, RandomState];
  /**
   * How good a running match looks for each seat, in seat order, each in [0, 1] (optional): the computer's Hard search
   * judges a playout it cut short with it. Without it, the score so far decides (game-kit's `standing`). Pure.
   */
  evaluate?(match: Match<S>): number[];
  /**
   * Of `legal` (the player's legal actions in the match as they see it), the sure gains to take before anything else
   * (optional): Repello's pushes that score. A short playout cannot tell taking such a gain from putting it off, so
   * when there are any, the computer's Hard search chooses among them alone. [] or absent: no preference. Pure.
   */
  preferredActions?(match: Match<S>, playerId: number, legal: A[]): A[];
  /**
   * The action in the game's own short move notation (optional; without it the server writes the action as compact
   * JSON), for move lists beside the board and in replays. `view` is the PUBLIC view of the match just before the
   * action (view(match, null), or the match itself for a game without a view), so the text can never tell what a
   * seat may not see. Pure; the server catches a throw and falls back to JSON. game-kit's moveText calls it.
   */
  describeAction?(view: Match<unknown>, playerId: number, action: A): string;
}

/** One line of a game's move list: who acted and the move in its game's notation. */
export interface MoveEntry {
  /** The game's version right after the action (1 for the first). */
  version: number;
  player: Player;
  text: string;
}

/** Who looks at a match: a seated player's id, or null for a spectator (or a replay). */
export type Viewer = number | null;

/**
 * What the server sends: a match (the recipient's view of it, for a game with a view) plus its invite code, the
 * count of actions applied so far and its clock (null: the game has none). The server always sends `clock`; it is
 * optional here for states made before clocks and by tests. `unmoved`: while the game runs, the seats (user ids, in
 * seat order) that have not made their first move yet, absent once every seat has: until then any seat may abort.
 */
export type GameState<S = unknown> = Match<S> & {
  code: string;
  version: number;
  clock?: ClockState | null;
  unmoved?: number[];
};
