import type { Match, Player } from '@tabletop/game-kit';
import type { BoardProps } from './board-props';
import type { HeaderView } from './BoardHeader';
import { isSeated } from './spectator';

/** How the shell shows a board, beyond the match and the viewer: which seats the computer plays, whether a replay. */
export type BoardSeen = Pick<BoardProps, 'computers' | 'replay'>;

/** The turn line while a computer seat is to move in a live game. */
export const COMPUTER_THINKING = 'Computer is thinking…';

/**
 * The heading's line on whose move it is, worded alike in every game: to a player `Your turn` (or the game's own
 * instruction, `yourTurn`), `Waiting for Ann`, or `Computer is thinking…` while a computer seat moves; to a
 * spectator `Ann to move` (or that the computer is thinking); in a replay always `Ann to move`. Null before anyone
 * is to move. Pass the match with display names (withDisplayNames), as the rest of the board names players.
 */
export function turnLine(
  match: Pick<Match<unknown>, 'player' | 'score'>,
  me: Player,
  seen: BoardSeen = {},
  yourTurn = 'Your turn',
): string | null {
  const mover = match.player;
  if (!mover) return null;
  if (seen.replay) return `${mover.name} to move`;
  if (mover.id === me.id) return yourTurn;
  if (seen.computers?.includes(mover.id)) return COMPUTER_THINKING;
  return isSeated(match, me) ? `Waiting for ${mover.name}` : `${mover.name} to move`;
}

/**
 * The heading of a running game: the game's own title (`Red's Turn`, `Ann's turn · Round 2`), or in a replay the move
 * that led to the position as the move list writes it (`12. Zurf c3-d3`), over the turn line.
 */
export function turnHeader(
  match: Pick<Match<unknown>, 'player' | 'score'>,
  me: Player,
  seen: BoardSeen,
  game: { title: string; yourTurn?: string },
): HeaderView {
  const move = seen.replay?.lastMove;
  return {
    title: move ? `${move.number}. ${move.text}` : game.title,
    detail: turnLine(match, me, seen, game.yourTurn),
  };
}
