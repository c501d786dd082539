import type { GameDefinition, GameState, Viewer } from '@tabletop/game-kit';
import type { StatePatch } from '@tabletop/protocol';
import { viewState } from '@tabletop/game-kit';
import { diffStates } from '@tabletop/protocol';
import type { MatchTransport, RoomEvent, ViewDelivery } from './ports';

/** A change of a game's state as the server holds it (full): the state before (when there was one) and after. */
export interface StateChange {
  state: GameState;
  /** The state at the version before; without it, clients are sent whole states. */
  previous?: GameState;
  /** `previous` to `state`, for a public game (computed once for the log); a game with a view diffs each view. */
  patch?: StatePatch;
  /** The user whose action made the change (see MatchTransport.broadcast). */
  mover?: number;
}

/**
 * What each audience of a game with a view is sent: every seat its own view (with the patch from its previous view),
 * in seat order, then the spectators' view.
 */
export function viewDeliveries(rules: Pick<GameDefinition, 'view'>, change: StateChange): ViewDelivery[] {
  const viewers: Viewer[] = [...change.state.score.map((entry) => entry.player.id), null];
  return viewers.map((viewer) => {
    const state = viewState(rules, change.state, viewer);
    if (!change.previous) return { viewer, state };
    return { viewer, state, patch: diffStates(viewState(rules, change.previous, viewer), state) };
  });
}

/**
 * Sends a change to a game's clients and returns what `viewer` was sent. A public game (no view) costs what it always
 * did: the state and the one patch, one emit per kind of client. A game with a view sends each audience its own view
 * and patch, so no hidden part of the state ever reaches a client (the full state stays with the server).
 */
export function broadcastChange(
  transport: MatchTransport,
  rules: Pick<GameDefinition, 'view'> | undefined,
  gameId: number,
  event: RoomEvent,
  change: StateChange,
  viewer: Viewer,
): { state: GameState; patch?: StatePatch } {
  if (!rules?.view) {
    transport.broadcast(gameId, event, change.state, change.patch, change.mover);
    return { state: change.state, patch: change.patch };
  }
  const deliveries = viewDeliveries(rules, change);
  transport.broadcastViews(gameId, event, deliveries, change.mover);
  const { state, patch } =
    deliveries.find((delivery) => delivery.viewer === viewer) ?? deliveries[deliveries.length - 1];
  return { state, patch };
}
