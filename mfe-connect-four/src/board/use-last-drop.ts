import { useRef } from 'react';
import type { C4State, Cell } from '../rules';

/**
 * The cell of the disc that arrived since the last state this board drew, if exactly one did: that disc falls into
 * place. A first render, a reload or a jump of several moves (a reconnect) shows the discs where they are.
 */
export function useLastDrop(state: C4State | null | undefined): Cell | null {
  const previous = useRef<{ state: C4State | null | undefined; drop: Cell | null }>({ state, drop: null });
  if (previous.current.state !== state) {
    previous.current = { state, drop: singleNewDisc(previous.current.state, state) };
  }
  return previous.current.drop;
}

function singleNewDisc(before: C4State | null | undefined, after: C4State | null | undefined): Cell | null {
  if (!before?.columns || !after?.columns) return null;
  let drop: Cell | null = null;
  for (let column = 0; column < after.columns.length; column++) {
    const added = (after.columns[column]?.length ?? 0) - (before.columns[column]?.length ?? 0);
    if (added === 0) continue;
    if (added !== 1 || drop) return null;
    drop = { column, row: after.columns[column].length - 1 };
  }
  return drop;
}
