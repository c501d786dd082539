import type { GameDefinition, Match } from './contract';
import { accept, reject, rejectOutOfTurn } from './result';

/** What a game's apply decides once the kit has checked the turn: how to read a move, whether it is legal, and play. */
export interface MoveChecks<S, A> {
  /** An untrusted action as a move of this game, or null when it is not one. */
  readAction(action: unknown): A | null;
  /** What the rejection of an unreadable action says: what an action is. */
  malformed: string;
  /** Why a read move of the player to move is not legal in this match, or null when it is. */
  illegalReason(match: Match<S>, playerId: number, move: A): string | null;
  /** The match after a legal move. */
  play(match: Match<S>, playerId: number, move: A): Match<S>;
}

/**
 * A game's apply, making the checks every game makes in the same order: the game is running and it is this
 * player's turn (else game-over or not-your-turn), the action reads as a move (else malformed), the move is legal
 * (else illegal, with the game's reason); then the game plays it.
 */
export function checkedApply<S, A>(checks: MoveChecks<S, A>): GameDefinition<S, A>['apply'] {
  return (match, playerId, action) => {
    const outOfTurn = rejectOutOfTurn(match, playerId);
    if (outOfTurn) return outOfTurn;
    const move = checks.readAction(action);
    if (!move) return reject('malformed', checks.malformed);
    const reason = checks.illegalReason(match, playerId, move);
    if (reason) return reject('illegal', reason);
    return accept(checks.play(match, playerId, move));
  };
}

/** A game's legalActions: the moves `list` gives for the player to move, and nothing for anyone else or once over. */
export function moverActions<S, A>(list: (match: Match<S>) => A[]): GameDefinition<S, A>['legalActions'] {
  return (match, playerId) => (rejectOutOfTurn(match, playerId) ? [] : list(match));
}
