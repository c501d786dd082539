import type { Match, Player } from '@tabletop/game-kit';

/** One seat of a two-side game as its legend shows it: who, which side, whether it is the viewer, whether to move. */
export interface LegendSeat<Side> {
  player: Player;
  side: Side;
  me: boolean;
  toMove: boolean;
}

/**
 * The legend's seats: seat i plays sides[i], seats without a side are left out. Pass the match with display names
 * (withDisplayNames) so guests read as the rest of the board names them.
 */
export function legendSeats<Side>(
  match: Pick<Match<unknown>, 'score' | 'player' | 'gameOver'>,
  me: Player,
  sides: readonly Side[],
): LegendSeat<Side>[] {
  return match.score.slice(0, sides.length).map(({ player }, seat) => ({
    player,
    side: sides[seat],
    me: player.id === me.id,
    toMove: !match.gameOver && match.player?.id === player.id,
  }));
}
