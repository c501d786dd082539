import { useEffect, useState } from 'react';
import type { Chunk } from './chunk';

/**
 * The chunk's module once loaded, undefined until then; a failed load is thrown from the render, for the nearest error
 * boundary. It is waited for in state, not by suspending as React.lazy does: React holds a suspended part's reveal back
 * for up to 300 ms after its fallback showed, unless other work happens to be rendered with it.
 */
export function useChunk<M>(source: Chunk<M>): M | undefined {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: source.loaded() }));
  useEffect(() => {
    if (state.module !== undefined || state.error !== undefined) return;
    let current = true;
    source.load().then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [source, state]);
  if (state.error !== undefined) throw state.error;
  return state.module;
}
