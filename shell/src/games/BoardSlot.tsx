import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BoardProps } from '@tabletop/board-kit';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { BoardErrorBoundary } from './BoardErrorBoundary';
import { loadBoard } from './remote-boards';

interface BoardSlotProps extends BoardProps {
  /** The game's route id, as listed in the manifest. */
  url: string;
}

/** The game's board, loaded from its remote at run time; each retry loads it afresh. */
export function BoardSlot({ url, ...boardProps }: BoardSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteBoard = useMemo(
    () =>
      lazy(async () => {
        const module = await loadBoard(url, attempt > 0);
        return { default: module.default as unknown as ComponentType<BoardProps> };
      }),
    [url, attempt],
  );
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
