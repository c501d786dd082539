import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { NOTHING_WAITS, type BoardGate } from './board-first';

const BoardFirstContext = createContext<BoardGate>(NOTHING_WAITS);

/**
 * The one owner of the opened page's board-loading state: the signed-in pages provide the gate they made when the
 * site opened, and the board, the lobby and a watched game mark it while the bar, the connection and the service
 * worker wait on it (board-first.ts).
 */
export function BoardFirstProvider({ gate, children }: { gate: BoardGate; children: ReactNode }) {
  return <BoardFirstContext.Provider value={gate}>{children}</BoardFirstContext.Provider>;
}

/** The opened page's gate; outside a provider, one that holds nothing back. */
export function useBoardFirst(): BoardGate {
  return useContext(BoardFirstContext);
}

/** Whether what waits for the opened page's board may render now. */
export function useBoardShown(): boolean {
  const gate = useBoardFirst();
  return useSyncExternalStore(gate.subscribe, gate.isShown);
}
