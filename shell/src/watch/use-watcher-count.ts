import type { WatcherCount } from '@tabletop/protocol';
import { useEffect, useState } from 'react';
import { useRealtime } from '../realtime/RealtimeContext';
import { WATCH_TIMEOUT_MS } from './use-watched-game';

/**
 * How many people watch the user's game with this code: from the presence answer when the connection comes up (a page
 * opened after the last push), then from every `watchers` push.
 */
export function useWatcherCount(code: string): number {
  const { connection, status } = useRealtime();
  const [count, setCount] = useState<WatcherCount | null>(null);

  useEffect(() => {
    if (!connection || status !== 'connected') return;
    let live = true;
    const onCount = (pushed: WatcherCount) => {
      if (pushed.code === code) setCount(pushed);
    };
    connection.on('watchers', onCount);
    connection.timeout(WATCH_TIMEOUT_MS).emit('presence', { code }, (error, answer) => {
      // A push that came first is newer than this answer.
      if (live && !error && answer?.ok) setCount((pushed) => pushed ?? { code, count: answer.watchers ?? 0 });
    });
    return () => {
      live = false;
      connection.off('watchers', onCount);
      setCount(null);
    };
  }, [connection, status, code]);

  return count?.code === code ? count.count : 0;
}
