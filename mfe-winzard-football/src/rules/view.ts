import type { Match, Viewer } from '@tabletop/game-kit';
import type { WinzardState, WinzardView } from './types';

/**
 * What a seat or a spectator may see (docs/game-contract.md): everything on the court and in the score, the last draw
 * and shot, and the pile's size; not the pile's order nor the generator, from which every later draw and deal follows.
 * Every viewer sees the same: nobody holds cards of their own. Anything but a Winzard state (a waiting game's null)
 * is shown as it is, and a view is shown as itself, so it never throws.
 */
export function view(match: Match<WinzardState>, _viewer: Viewer): Match<WinzardView> {
  const state: unknown = match.state;
  // Not a full Winzard state: a waiting game's null, or a view already.
  if (typeof state !== 'object' || state === null || !('drawValues' in state || 'random' in state))
    return match as unknown as Match<WinzardView>;
  const { drawValues, random: _random, ...rest } = state as WinzardState;
  const pileSize = Array.isArray(drawValues) ? drawValues.length : 0;
  return { ...match, state: { ...rest, pileSize } };
}
