import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenTables } from '@tabletop/protocol';
import { useEffect } from 'react';
import { useRealtime } from '../realtime/RealtimeContext';
import {
  OPEN_TABLES_QUERY_KEY,
  fetchOpenTables,
  keepNewer,
  readOpenTables,
  type HeldTables,
} from './open-tables-query';

const WATCH_TIMEOUT_MS = 5000;

/**
 * The open tables: fetched once, then kept live by the server's `tables` pushes, which go straight into the query
 * cache (no polling). Watching starts on every (re)connection, since a new connection is in no room, and stops when
 * the page goes.
 */
export function useOpenTables() {
  const queryClient = useQueryClient();
  const { connection, status } = useRealtime();
  const query = useQuery({ queryKey: OPEN_TABLES_QUERY_KEY, queryFn: () => fetchOpenTables(), staleTime: Infinity });

  useEffect(() => {
    if (!connection || status !== 'connected') return;
    const take = (list: OpenTables) =>
      queryClient.setQueryData<HeldTables>(OPEN_TABLES_QUERY_KEY, (held) => keepNewer(held, list, Date.now()));
    const onTables = (pushed: unknown) => {
      const list = readOpenTables(pushed);
      if (list) take(list);
    };
    connection.on('tables', onTables);
    connection.timeout(WATCH_TIMEOUT_MS).emit('watch-tables', {}, (error, answer) => {
      const list = error || !answer?.ok ? null : readOpenTables(answer);
      if (list) take(list);
    });
    return () => {
      connection.off('tables', onTables);
      if (connection.connected) connection.emit('unwatch-tables', {}, () => undefined);
    };
  }, [connection, status, queryClient]);

  return query;
}
