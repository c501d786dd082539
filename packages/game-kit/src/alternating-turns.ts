import type { GameDefinition, Match, Player } from './contract';
import { addScore, firstPlayer, initialScore, nextPlayer } from './score';
import { checkedApply, moverActions } from './turn-checks';

/** Whether a position is finished, and who won it: a side, or null for a draw. */
export type Outcome<Side> = { over: false } | { over: true; winner: Side | null };

/**
 * The rules of a game where the seats take turns in order, the creator first, and the game ends won by the player who
 * just moved or drawn: all such a game writes itself. The rest (setup, legalActions, apply) is alternatingTurns'.
 */
export interface AlternatingTurnRules<S, A> {
  /** Match.game of every match (the manifest's url). */
  url: string;
  /** What the winner scores; a draw scores nothing. */
  winScore: number;
  initialState(): S;
  /** The legal moves of the player to move. */
  legalMoves(state: S): A[];
  /** An untrusted action as a move of this game, or null when it is not one. */
  readAction(action: unknown): A | null;
  /** What the rejection of an unreadable action says: what an action is. */
  malformed: string;
  /** Why a read move is not legal in this state, or null when it is. */
  illegalReason(state: S, move: A): string | null;
  /** The state after a legal move. */
  play(state: S, move: A): S;
  /** The outcome of the state `move` has just made; any winner is taken to be the player who made it. */
  outcomeAfter(state: S, move: A): Outcome<unknown>;
}

/**
 * setup, legalActions and apply from the rules: the turn passes on after every move until a move ends the game,
 * when the mover scores `winScore` for a win. apply checks the action itself rather than searching legalMoves (the
 * server applies many); a game's property tests check that both agree.
 */
export function alternatingTurns<S, A>(
  rules: AlternatingTurnRules<S, A>,
): Pick<GameDefinition<S, A>, 'setup' | 'legalActions' | 'apply'> {
  return {
    setup(players: Player[]): Match<S> {
      const score = initialScore(players);
      return { game: rules.url, player: firstPlayer(score), score, gameOver: false, state: rules.initialState() };
    },

    legalActions: moverActions<S, A>((match) => rules.legalMoves(match.state)),

    apply: checkedApply<S, A>({
      readAction: (action) => rules.readAction(action),
      malformed: rules.malformed,
      illegalReason: (match, _playerId, move) => rules.illegalReason(match.state, move),
      play(match, _playerId, move) {
        const state = rules.play(match.state, move);
        const outcome = rules.outcomeAfter(state, move);
        if (!outcome.over) return { ...match, player: nextPlayer(match.score, match.player), state };
        const score = outcome.winner !== null ? addScore(match.score, match.player, rules.winScore) : match.score;
        return { ...match, player: null, gameOver: true, score, state };
      },
    }),
  };
}
