import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BoardProps } from '@tabletop/board-kit';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { BoardErrorBoundary } from './BoardErrorBoundary';
import { loadBoard, loadedBoard } from './remote-boards';

interface BoardSlotProps extends BoardProps {
  /** The game's route id, as listed in the manifest. */
  url: string;
}

/**
 * The game's board, loaded from its remote at run time; each retry loads it afresh. A board loaded already is drawn
 * at once: a lazy component suspends on its first render even then, and React holds back a suspended part's reveal
 * for up to 300 ms after its fallback showed (bench: that wait was half of a replay's opening time).
 */
export function BoardSlot({ url, ...boardProps }: BoardSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // Chosen once per board and attempt: switching a mounted board from the lazy wrapper to the loaded module would
  // remount it and lose its state (a debounced click, a notice on screen).
  const RemoteBoard = useMemo(() => {
    const loaded = attempt === 0 ? loadedBoard(url) : undefined;
    if (loaded) return loaded.default as unknown as ComponentType<BoardProps>;
    return lazy(async () => {
      const module = await loadBoard(url, attempt > 0);
      return { default: module.default as unknown as ComponentType<BoardProps> };
    });
  }, [url, attempt]);
  return (
    <BoardErrorBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading the board" />
          </Box>
        }
      >
        <RemoteBoard {...boardProps} />
      </Suspense>
    </BoardErrorBoundary>
  );
}
