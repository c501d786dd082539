import type { GameDefinition, Match, Player, RuleErrorCode, ScoreEntry } from '../contract';
import { sameJson } from '../same-json';

/**
 * One rule of a game whose seats each play one side (X and O, Red and Yellow), as a position, who acts, the action and
 * what must follow: the position after it and whether it ends the game, or the refusal.
 */
export interface SidedScenario<Side> {
  rule: string;
  position: string;
  /** Who acts: the side's seat. Defaults to the side to move. */
  by?: Side;
  action: unknown;
  /** The position after an accepted move (compared as the whole state). */
  after?: string;
  /** Set when the move ends the game: the winning side, or null for a draw. */
  ends?: { winner: Side | null };
  /** The refusal expected instead. */
  rejected?: RuleErrorCode;
}

/** What a game's scenarios are read and played with: its rules and its position notation. */
export interface ScenarioGame<S, Side, A> {
  rules: Pick<GameDefinition<S, A>, 'apply' | 'legalActions'>;
  /** The seated players, in seat order. */
  players: Player[];
  parseState(position: string): S;
  matchFromState(players: Player[], state: S): Match<S>;
  sideToMove(state: S): Side;
  playerOf(match: Pick<Match<unknown>, 'score'>, side: Side): Player | null;
  /** What the winner scores; a draw scores nothing. */
  winScore: number;
}

export type ScenarioOutcome<S> =
  | { refused: RuleErrorCode; explained: boolean }
  | { state: S; listed: boolean; gameOver: boolean; player: Player | null; score: ScoreEntry[] };

/**
 * Plays a scenario through the rules and sets what happened beside what the scenario says must: the test asserts the
 * two equal, so a wrong rule shows as one readable difference (the state, the turn, the score, or the refusal).
 */
export function playScenario<S, Side, A>(
  game: ScenarioGame<S, Side, A>,
  scenario: SidedScenario<Side>,
): { actual: ScenarioOutcome<S>; expected: ScenarioOutcome<S> } {
  const match = game.matchFromState(game.players, game.parseState(scenario.position));
  const side = scenario.by ?? game.sideToMove(match.state);
  const actor = game.playerOf(match, side);
  if (!actor) throw new Error(`${scenario.rule}: no seat plays ${String(side)}`);
  const result = game.rules.apply(match, actor.id, scenario.action as A);
  const actual: ScenarioOutcome<S> = result.ok
    ? {
        state: result.match.state,
        listed: game.rules.legalActions(match, actor.id).some((listed) => sameJson(listed, scenario.action)),
        gameOver: result.match.gameOver,
        player: result.match.player,
        score: result.match.score,
      }
    : { refused: result.error.code, explained: result.error.message.length > 0 };
  return { actual, expected: expectedOutcome(game, match, scenario) };
}

/** What the scenario says must follow, read from the scenario alone. */
function expectedOutcome<S, Side, A>(
  game: ScenarioGame<S, Side, A>,
  before: Match<S>,
  scenario: SidedScenario<Side>,
): ScenarioOutcome<S> {
  if (scenario.rejected) return { refused: scenario.rejected, explained: true };
  if (scenario.after === undefined) throw new Error(`${scenario.rule}: give the position after, or the refusal`);
  const state = game.parseState(scenario.after);
  const winner = scenario.ends?.winner == null ? null : game.playerOf(before, scenario.ends.winner);
  return {
    state,
    listed: true,
    gameOver: scenario.ends !== undefined,
    player: scenario.ends ? null : game.playerOf(before, game.sideToMove(state)),
    score: game.players.map((player) => ({ player, score: winner?.id === player.id ? game.winScore : 0 })),
  };
}
