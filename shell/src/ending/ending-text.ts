import { displayName, type Match, type Player } from '@tabletop/game-kit';
import type { MatchOutcome, RematchOffer } from '@tabletop/protocol';
import { matchOutcome } from '@tabletop/protocol';

const nameOf = (player: Player, meId: number) => (player.id === meId ? 'you' : displayName(player.name));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The one line that says how a finished game ended, as `meId` reads it; `seats`: how many played. A clock that ran out
 * is said under it (forfeitNotes): the headline is the result.
 */
export function endingHeadline(outcome: MatchOutcome, meId: number, seats: number): string {
  const { winners, endedBy, timedOut } = outcome;
  if (outcome.aborted) return 'Game aborted';
  if (winners.length === 0) return 'Game over';
  if (endedBy && !timedOut.some((player) => player.id === endedBy.id)) {
    const winner = winners[0];
    if (winner.id === meId) return `${displayName(endedBy.name)} forfeited: you win`;
    if (endedBy.id === meId) return `You forfeited: ${displayName(winner.name)} wins`;
    return `${displayName(endedBy.name)} forfeited: ${displayName(winner.name)} wins`;
  }
  if (outcome.draw) {
    const everyone = winners.length === seats - outcome.forfeited.length;
    return everyone ? 'Draw' : `Draw: ${listNames(winners.map((player) => nameOf(player, meId)))} share the win`;
  }
  return winners[0].id === meId ? 'You win' : `${displayName(winners[0].name)} wins`;
}

/**
 * Whose clock ran out (`{name} ran out of time`), and what a forfeit means for those still at the table when it did
 * not end the game: the leaver is out of the turn order and cannot win, the others play on (Repello with three or four
 * players).
 */
export function forfeitNotes(match: Pick<Match<unknown>, 'score' | 'forfeited' | 'gameOver'>, meId: number): string[] {
  const forfeits = match.forfeited;
  if (!forfeits) return [];
  const decisive = forfeits.endedGame ? forfeits.players[forfeits.players.length - 1] : null;
  return forfeits.players.flatMap((id) => {
    const player = match.score.find((entry) => entry.player.id === id)?.player;
    if (!player) return [];
    if (forfeits.timedOut?.includes(id)) return [timeUpNote(player, meId, id !== decisive && !match.gameOver)];
    if (id === decisive) return [];
    if (id === meId)
      return match.gameOver
        ? ['You forfeited, so you could not win; your points stayed on the board.']
        : ['You forfeited: the others play on, and you can watch to the end.'];
    const name = displayName(player.name);
    return match.gameOver
      ? [`${name} forfeited, so could not win; their points stayed on the board.`]
      : [`${name} forfeited: out of the turn order and out of the running to win; the others play on.`];
  });
}

function timeUpNote(player: Player, meId: number, othersPlayOn: boolean): string {
  const who = player.id === meId ? 'You' : displayName(player.name);
  return othersPlayOn ? `${who} ran out of time: the others play on.` : `${who} ran out of time`;
}

/** Who called the game off, and how: the note under `Game aborted`. */
export function abortNote(match: Pick<Match<unknown>, 'score' | 'aborted'>, meId: number): string | null {
  const aborted = match.aborted;
  if (!aborted) return null;
  const player = match.score.find((entry) => entry.player.id === aborted.by)?.player;
  const me = aborted.by === meId;
  const who = me ? 'You' : player ? displayName(player.name) : 'A player';
  if (aborted.late)
    return me ? 'You did not make your first move in time.' : `${who} did not make a first move in time.`;
  return `${who} aborted the game.`;
}

/** The headline and notes for a match, or null while it runs. */
export function endingFor(match: Pick<Match<unknown>, 'score' | 'forfeited' | 'gameOver' | 'aborted'>, meId: number) {
  const outcome = matchOutcome(match);
  if (!outcome) return null;
  return { outcome, headline: endingHeadline(outcome, meId, match.score.length) };
}

/** What the rematch offer says to `meId`, or null when there is nothing to say. */
export function rematchLine(offer: RematchOffer | null, players: readonly Player[], meId: number): string | null {
  if (!offer) return null;
  const named = (ids: readonly number[]) =>
    listNames(ids.flatMap((id) => players.find((player) => player.id === id) ?? []).map((p) => nameOf(p, meId)));
  const by = offer.event ? named([offer.event.by]) : '';
  if (offer.status === 'closed')
    return offer.event?.kind === 'left' ? `${capital(by)} left: no rematch` : 'No rematch: too few players are left';
  if (offer.event?.kind === 'declined') return `${capital(by)} declined the rematch`;
  if (offer.event?.kind === 'left') return `${capital(by)} left: the rematch is off`;
  if (offer.accepted.length === 0) return null;
  if (offer.accepted.includes(meId)) return `Waiting for ${named(offer.waitingFor)} to accept`;
  const others = offer.accepted.filter((id) => id !== meId);
  return `${named(others)} ${others.length === 1 ? 'wants' : 'want'} a rematch`;
}
