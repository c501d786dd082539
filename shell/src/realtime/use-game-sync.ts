import type { GameState } from '@tabletop/game-kit';
import type { GameStatePatch, Presence, SyncRequest } from '@tabletop/protocol';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ServerClock } from '../clock/server-clock';
import { catchUp, syncRequest } from './catch-up';
import type { ConnectionStatus } from './connection-status';
import type { GameSocket } from './game-socket';
import { readPresence } from './presence';
import { applyPush } from './state-patch-push';
import { SYNC_TIMEOUT_MS, type Listen } from './use-game-connection';

export interface GameSyncOptions {
  /** The user's game as held now (the match state's). */
  match: GameState | null;
  /** Offers a state that arrived to the match state. */
  take(state: GameState): void;
  /** Who is online in the game, as a sync's answer reports it. */
  onPresence(presence: Presence): void;
}

export interface GameSync {
  /** Takes the pushed states and patches of a connection just made. */
  listen: Listen;
  /** The state on screen, ahead of React's render when patches come in a burst. */
  latest: RefObject<GameState | null>;
  /** Every state that arrives: a game clock's `serverTime` also bounds the clocks' offset. */
  receive(state: GameState): void;
  /** A patch pushed by the server or answering the user's own action: applied to the state held, or a catch-up. */
  takePatch(patch: GameStatePatch): void;
  /** Asks for what was missed since the version on screen (or the full state), and who is online. */
  resync(code: string): void;
  /** The server's time now (epoch ms), by this browser's clock corrected for their offset. */
  serverNow(): number;
}

/** Keeps the user's game in step with the server: pushed states and patches, catch-ups, and the server's clock. */
export function useGameSync({ match, take, onPresence }: GameSyncOptions): GameSync {
  const socket = useRef<GameSocket | null>(null);
  const latest = useRef(match);
  latest.current = match;
  const [serverClock] = useState(() => new ServerClock());
  const serverNow = useCallback(() => serverClock.now(), [serverClock]);
  const receive = useCallback(
    (state: GameState) => {
      if (state.clock) serverClock.arrived(state.clock.serverTime, Date.now());
      take(state);
    },
    [serverClock, take],
  );

  const resync = useCallback(
    (code: string) => {
      const connection = socket.current;
      if (!connection) return;
      const ask = (request: SyncRequest, sentAt = Date.now()) =>
        connection.timeout(SYNC_TIMEOUT_MS).emit('sync', request, (error, answer) => {
          if (error || !answer?.ok) return;
          if (answer.serverTime !== undefined) serverClock.roundTrip(answer.serverTime, sentAt, Date.now());
          const present = answer.online && readPresence({ code, online: answer.online, computers: answer.computers });
          if (present) onPresence(present);
          const held = latest.current;
          if (held && held.code !== code) return;
          const outcome = catchUp(held, answer);
          if (outcome.kind === 'state') receive(outcome.state);
          else if (outcome.kind === 'full' && request.since !== undefined) ask({ code });
        });
      ask(syncRequest(code, latest.current));
    },
    [receive, serverClock, onPresence],
  );

  const takePatch = useCallback(
    (patch: GameStatePatch) => {
      const outcome = applyPush(latest.current, patch);
      if (outcome.kind === 'resync') resync(patch.code);
      if (outcome.kind !== 'state') return;
      // A second patch may arrive before React renders the first one's state.
      latest.current = outcome.state;
      receive(outcome.state);
    },
    [receive, resync],
  );

  const listen = useCallback(
    (connection: GameSocket) => {
      socket.current = connection;
      connection.on('startGame', receive);
      connection.on('emit-state', receive);
      connection.on('state-patch', takePatch);
      return () => {
        connection.off('startGame', receive);
        connection.off('emit-state', receive);
        connection.off('state-patch', takePatch);
        socket.current = null;
      };
    },
    [receive, takePatch],
  );

  return { listen, latest, receive, takePatch, resync, serverNow };
}

/**
 * Whenever the connection comes (back) up with a game on screen, pushes may have been missed while it was down. A
 * full-state push that skips versions needs no sync (an older one is never taken, see shouldReplace); a patch that
 * skips versions asks for one itself.
 */
export function useResyncWhenConnected(status: ConnectionStatus, code: string | undefined, resync: GameSync['resync']) {
  useEffect(() => {
    if (status === 'connected' && code) resync(code);
  }, [status, code, resync]);
}
