import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  BUILD_LABEL,
  BoardHeader,
  RefusalNotice,
  useBoardAction,
  useBuildMetadata,
  useFirstTurnHint,
  useFitToWindow,
  useRefusal,
  type BoardProps,
} from '@tabletop/board-kit';
import { useCallback, useMemo } from 'react';
import type { TttAction, TttState } from '../rules';
import { GUIDE } from './guide';
import { SeatSymbols } from './SeatSymbols';
import { seatSymbols } from './seat-symbols';
import { SmallBoardGrid } from './SmallBoardGrid';
import { boardView } from './view-model';
import { winningLine } from './winning-line';
import { WinningLineMark } from './WinningLineMark';

/** The Super Tic-Tac-Toe board: renders the server's state; the rules say what the viewer may click. */
export default function Board({ match, me, onAction, computers, replay }: BoardProps<TttState, TttAction>) {
  useBuildMetadata('super-tic-tac-toe', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me, { computers, replay }), [match, me, computers, replay]);
  const line = useMemo(() => winningLine(match.state), [match.state]);
  const seats = useMemo(() => seatSymbols(match, me), [match, me]);
  const refusal = useRefusal<string>(match.player?.id === me.id);
  const { send } = useBoardAction(onAction, {
    onRejected: (action, message) => refusal.refuse(message, `${action.board}:${action.cell}`),
  });
  const play = useCallback((board: number, cell: number) => send({ board, cell }), [send]);
  const hint = useFirstTurnHint(match, me, GUIDE);
  const fit = useFitToWindow<HTMLDivElement>({ aspect: 1 });

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 600, mx: 'auto' }}>
      <BoardHeader header={view.header} guide={GUIDE} hint={hint} />
      <SeatSymbols seats={seats} />
      <Box
        ref={fit.ref}
        role="group"
        aria-label="Super Tic-Tac-Toe board"
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: fit.maxWidth,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: { xs: 1, sm: 1.5 },
          p: { xs: 0.5, sm: 1 },
        }}
      >
        {view.boards.map((small) => (
          <WinningLineMark key={small.index} marked={line.includes(small.index)}>
            <SmallBoardGrid view={small} refusedCell={refusedCell(refusal.target, small.index)} onPlay={play} />
          </WinningLineMark>
        ))}
        <RefusalNotice message={refusal.reason} />
      </Box>
    </Stack>
  );
}

/** The flashing cell of small board `board`, if the refused click was there. */
function refusedCell(target: string | null, board: number): number | null {
  const [refusedBoard, cell] = target?.split(':').map(Number) ?? [];
  return refusedBoard === board ? cell : null;
}
