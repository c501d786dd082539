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
import { COLUMNS, ROWS, type C4Action, type C4State } from '../rules';
import { FRAME_COLOR } from './disc-colors';
import { DropColumn } from './DropColumn';
import { GUIDE } from './guide';
import { SeatDiscs } from './SeatDiscs';
import { useColumnCursor } from './use-column-cursor';
import { useLastDrop } from './use-last-drop';
import { boardView } from './view-model';

/** The Connect Four board: renders the server's state; the rules say which columns the viewer may drop in. */
export default function Board({ match, me, onAction, computers, replay }: BoardProps<C4State, C4Action>) {
  useBuildMetadata('connect-four', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me, { computers, replay }), [match, me, computers, replay]);
  const lastDrop = useLastDrop(match.state);
  const refusal = useRefusal<number>(match.player?.id === me.id);
  const { send } = useBoardAction(onAction, {
    onRejected: (action, message) => refusal.refuse(message, action.column),
  });
  const drop = useCallback(
    (column: number) => {
      const target = view.columns[column];
      if (target?.playable) return send({ column });
      refusal.refuse(view.idleReason ?? `Column ${column + 1} is full`, column);
    },
    [view, send, refusal],
  );
  const { cursor, setCursor, onKeyDown, buttonRef } = useColumnCursor(drop);
  const hint = useFirstTurnHint(match, me, GUIDE);
  const fit = useFitToWindow<HTMLDivElement>({ aspect: COLUMNS / (ROWS + 0.6) });

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 640, mx: 'auto' }}>
      <BoardHeader header={view.header} guide={GUIDE} hint={hint} />
      <SeatDiscs seats={view.seats} />
      <Box ref={fit.ref} sx={{ position: 'relative', width: '100%', maxWidth: fit.maxWidth }}>
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, textAlign: 'center', px: 1 }}
        >
          {view.columns.map((column) => (
            <Box key={column.column} sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
              {column.column + 1}
            </Box>
          ))}
        </Box>
        <Box
          role="group"
          aria-label="Connect Four board"
          aria-keyshortcuts="1 2 3 4 5 6 7 ArrowLeft ArrowRight Enter Space"
          onKeyDown={onKeyDown}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
            p: 1,
            borderRadius: 2,
            bgcolor: FRAME_COLOR,
            boxShadow: 4,
            overflow: 'hidden',
          }}
        >
          {view.columns.map((column) => (
            <DropColumn
              key={column.column}
              ref={buttonRef(column.column)}
              view={column}
              fallingRow={lastDrop?.column === column.column ? lastDrop.row : null}
              myDisc={view.myDisc}
              cursor={cursor === column.column}
              refused={refusal.target === column.column}
              onDrop={drop}
              onFocus={setCursor}
            />
          ))}
        </Box>
        <RefusalNotice message={refusal.reason} />
      </Box>
    </Stack>
  );
}
