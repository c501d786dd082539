import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BoardHeader, useBoardAction, useBuildMetadata, type BoardProps } from '@tabletop/board-kit';
import { useCallback, useMemo } from 'react';
import type { TttAction, TttState } from '../rules';
import { BUILD_LABEL } from './build-label';
import { SmallBoardGrid } from './SmallBoardGrid';
import { boardView } from './view-model';
import { winningLine } from './winning-line';
import { WinningLineMark } from './WinningLineMark';

/** The Super Tic-Tac-Toe board: renders the server's state; the rules say what the viewer may click. */
export default function Board({ match, me, onAction }: BoardProps<TttState, TttAction>) {
  useBuildMetadata('super-tic-tac-toe', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me), [match, me]);
  const line = useMemo(() => winningLine(match.state), [match.state]);
  const { send, failure } = useBoardAction(onAction);
  const play = useCallback((board: number, cell: number) => send({ board, cell }), [send]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%', maxWidth: 600, mx: 'auto' }}>
      <BoardHeader header={view.header} />
      <Box
        role="group"
        aria-label="Super Tic-Tac-Toe board"
        sx={{
          width: '100%',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: { xs: 1, sm: 1.5 },
          p: { xs: 0.5, sm: 1 },
        }}
      >
        {view.boards.map((small) => (
          <WinningLineMark key={small.index} marked={line.includes(small.index)}>
            <SmallBoardGrid view={small} onPlay={play} />
          </WinningLineMark>
        ))}
      </Box>
      <Box sx={{ minHeight: 48, width: '100%' }}>
        {failure && (
          <Alert severity="warning" role="alert" variant="outlined">
            {failure}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
