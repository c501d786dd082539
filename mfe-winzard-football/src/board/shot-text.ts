import { pawnSide, type Pawn, type ShotPath, type ShotRecord } from '../rules';
import type { PlayerView } from './view-model';

/**
 * A pawn as the viewer reads it: `your ZAPP`, `your opponent's ROOTZ`, or `Alice's ZAPP` for a spectator. Both
 * sides' pawns are in every shot, so a bare name (`blocked by ZAPP`) would not say whose it was.
 */
export function whosePawn(pawn: Pawn, players: PlayerView[]): string {
  const owner = players.find((player) => player.side === pawnSide(pawn));
  if (owner?.me) return `your ${pawn}`;
  if (players.some((player) => player.me)) return `your opponent's ${pawn}`;
  return owner ? `${owner.player.name}'s ${pawn}` : pawn;
}

/** The pawn that stopped a shot, said against the shooter: `itself`, `your own ZURF`, `your opponent's FROZT`. */
export function stopperText(stopper: Pawn, shooter: Pawn, players: PlayerView[]): string {
  if (stopper === shooter) return 'itself';
  if (pawnSide(stopper) !== pawnSide(shooter)) return whosePawn(stopper, players);
  const owner = players.find((player) => player.side === pawnSide(stopper));
  if (owner?.me) return `your own ${stopper}`;
  if (players.some((player) => player.me)) return `their own ${stopper}`;
  return owner ? `${owner.player.name}'s own ${stopper}` : stopper;
}

/** The match news line of the last shot or pass: `Your ZAPP shot, blocked by your opponent's ROOTZ`. */
export function lastShotText(shot: ShotRecord | null | undefined, players: PlayerView[]): string | null {
  if (!shot) return null;
  const who = capitalise(whosePawn(shot.shooter, players));
  switch (shot.outcome) {
    case 'goal':
      return `${who} scored!`;
    case 'own-goal':
      return `Own goal by ${whosePawn(shot.shooter, players)}`;
    case 'pass':
      return `${who} passed the ball`;
    case 'out':
      return `${who} shot out`;
    default: {
      const stopper = shot.stoppedBy ? stopperText(shot.stoppedBy, shot.shooter, players) : 'a pawn';
      return `${who} shot, ${shot.outcome} by ${stopper}`;
    }
  }
}

/** What the previewed shot would do, told to its shooter: `GOAL!`, `saved by your opponent's FROZT`. */
export function shotOutcomeText(path: ShotPath | null, shooter: Pawn | null, ownGoal: boolean, players: PlayerView[]) {
  if (!path) return '';
  if (path.kind === 'goal') return ownGoal ? 'own goal!' : 'GOAL!';
  if (path.kind === 'out') return 'goes out';
  const stopper = shooter ? stopperText(path.stoppedBy, shooter, players) : whosePawn(path.stoppedBy, players);
  return `${path.kind} by ${stopper}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
