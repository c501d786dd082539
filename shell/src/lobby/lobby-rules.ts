import { displayName, type GameState, type Player } from '@tabletop/game-kit';
import { isWaiting, isValidCode } from '@tabletop/protocol';

export interface LobbyForm {
  code: string;
  submitting: boolean;
  /** An invite message is on screen (the user has a waiting game). */
  inviteShown: boolean;
}

/** JOIN GAME: only for a valid code, and not twice at once. */
export function canJoin({ code, submitting }: LobbyForm): boolean {
  return isValidCode(code) && !submitting;
}

/** CREATE GAME: only when the code is not valid, no invite is shown and nothing is submitting. */
export function canCreate({ code, submitting, inviteShown }: LobbyForm): boolean {
  return !isValidCode(code) && !inviteShown && !submitting;
}

/** START: the first seat of a waiting game, once at least the minimum number of players sit. */
export function canStart(match: GameState | null, me: Pick<Player, 'id'>, minPlayers: number): boolean {
  if (!match || !isWaiting(match)) return false;
  return match.score[0]?.player.id === me.id && match.score.length >= minPlayers;
}

/**
 * What a seated player waits for at a waiting table: the host to start it (once enough are seated), or more players.
 * Null for the host once they may start (START says it).
 */
export function waitingLine(match: GameState, me: Pick<Player, 'id'>, [minPlayers, maxPlayers]: [number, number]) {
  const host = match.score[0]?.player;
  if (!host) return null;
  const enough = match.score.length >= minPlayers;
  if (host.id === me.id) return enough ? null : 'Waiting for players to join';
  if (!enough) return 'Waiting for more players to join';
  const start = `Waiting for ${displayName(host.name)} to start`;
  return match.score.length < maxPlayers ? `${start} (more players may join)` : start;
}
