import type { GameState } from '@tabletop/game-kit';
import type { GameStatePatch, WatcherCount } from '@tabletop/protocol';
import { useEffect, useRef, useState } from 'react';
import { useRealtime } from '../realtime/RealtimeContext';
import { applyPush } from '../realtime/state-patch-push';
import { afterPushedState, afterWatchAnswer, afterWatcherCount, initialWatch, type WatchedGame } from './watch-state';

export const WATCH_TIMEOUT_MS = 5000;
const NO_ANSWER = 'The server did not answer: try again';

/**
 * Watches the game with this code on the live connection while mounted: asks `watch` whenever the connection comes
 * (back) up, follows the pushes for that game (a patch that does not fit asks again), and sends `unwatch` when done.
 * The provider's own handlers ignore these pushes: a patch for a game other than the user's changes nothing there.
 */
export function useWatchedGame(code: string): WatchedGame {
  const { connection, status } = useRealtime();
  const [watched, setWatched] = useState(() => initialWatch(code));
  // Pushes may come faster than React renders: patches apply to the newest state, not the last rendered one.
  const latest = useRef(watched);

  useEffect(() => {
    latest.current = initialWatch(code);
    setWatched(latest.current);
  }, [code]);

  useEffect(() => {
    if (!connection || status !== 'connected') return;
    let live = true;
    const update = (change: (current: WatchedGame) => WatchedGame) => {
      if (!live) return;
      latest.current = change(latest.current);
      setWatched(latest.current);
    };
    const ask = () =>
      connection.timeout(WATCH_TIMEOUT_MS).emit('watch', { code }, (error, answer) => {
        if (error || !answer) update((current) => ({ ...current, error: current.state ? null : NO_ANSWER }));
        else update((current) => afterWatchAnswer(current, answer));
      });
    const onState = (state: GameState) => update((current) => afterPushedState(current, state));
    const onPatch = (push: GameStatePatch) => {
      const outcome = applyPush(latest.current.state, push);
      if (outcome.kind === 'resync') ask();
      if (outcome.kind === 'state') update((current) => ({ ...current, state: outcome.state }));
    };
    const onCount = (count: WatcherCount) => update((current) => afterWatcherCount(current, count));
    connection.on('emit-state', onState);
    connection.on('state-patch', onPatch);
    connection.on('watchers', onCount);
    ask();
    return () => {
      live = false;
      connection.off('emit-state', onState);
      connection.off('state-patch', onPatch);
      connection.off('watchers', onCount);
      if (connection.connected) connection.emit('unwatch', { code }, () => undefined);
    };
  }, [connection, status, code]);

  // Once the last position arrives, the answer to one more ask is the game's replay id.
  const over = watched.state?.gameOver === true && watched.replay === null;
  useEffect(() => {
    if (!over || !connection || status !== 'connected') return;
    connection.timeout(WATCH_TIMEOUT_MS).emit('watch', { code }, (error, answer) => {
      if (!error && answer) {
        latest.current = afterWatchAnswer(latest.current, answer);
        setWatched(latest.current);
      }
    });
  }, [over, connection, status, code]);

  return watched;
}
