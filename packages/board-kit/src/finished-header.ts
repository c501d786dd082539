import type { Match } from '@tabletop/game-kit';
import type { HeaderView } from './BoardHeader';

/**
 * The heading of a finished game: `Aborted` when the server called it off before every seat had moved (its scores
 * say nothing then), else the game's own result line.
 */
export function finishedHeader(match: Pick<Match<unknown>, 'aborted'>, result: () => string): HeaderView {
  return { title: 'Game Over', detail: match.aborted ? 'Aborted' : result() };
}
