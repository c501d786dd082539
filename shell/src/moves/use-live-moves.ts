import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { retryUnlessRefused } from '../query/retry';
import { appendMoves, fetchMoves, type MoveEntry } from './moves-api';

interface HeldMoves {
  gameId: number;
  moves: MoveEntry[];
}

/** The game and version a fetch of its moves was last asked for. */
interface Asked {
  code: string;
  version: number;
}

const movesKey = (code: string) => ['moves', code] as const;

/**
 * The moves of a running game: all of them once, then only those after the last one held, fetched again whenever
 * the match's version passes it (each push of a new state), so a long game never reloads its whole list.
 */
export function useLiveMoves(code: string, version: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: movesKey(code),
    queryFn: async (): Promise<HeldMoves> => {
      const held = queryClient.getQueryData<HeldMoves>(movesKey(code));
      const answer = await fetchMoves(code, held?.moves.at(-1)?.version ?? 0);
      if (held?.gameId === answer.gameId) return { gameId: held.gameId, moves: appendMoves(held.moves, answer.moves) };
      // A code is reused once its game is over: what was held belongs to another game.
      return held ? { gameId: answer.gameId, moves: (await fetchMoves(code, 0)).moves } : answer;
    },
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
  const moves = query.data?.moves;
  const lastHeld = moves?.at(-1)?.version ?? 0;
  const { refetch, isSuccess } = query;
  // A version the log never reaches (nothing logged) is asked about once, not forever. The game counts too: a rematch
  // comes with a new code and counts its versions from the start again, below those of the game before it.
  const asked = useRef<Asked>({ code, version });
  useEffect(() => {
    if (!isSuccess || version <= lastHeld) return;
    if (asked.current.code === code && asked.current.version >= version) return;
    asked.current = { code, version };
    void refetch();
  }, [code, version, lastHeld, isSuccess, refetch]);
  return moves ?? [];
}
