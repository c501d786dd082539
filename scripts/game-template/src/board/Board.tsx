import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BUILD_LABEL,
  BoardHeader,
  RefusalNotice,
  useBoardAction,
  useBuildMetadata,
  useFirstTurnHint,
  useRefusal,
  type BoardProps,
} from '@tabletop/board-kit';
import { useCallback, useMemo } from 'react';
import type { RaceAction, RaceState } from '../rules';
import { GUIDE } from './guide';
import { StepButton } from './StepButton';
import { boardView } from './view-model';

/** The board: renders the server's state; the rules say which steps the viewer may click. */
export default function Board({ match, me, onAction, computers, replay }: BoardProps<RaceState, RaceAction>) {
  useBuildMetadata('__SLUG__', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me, { computers, replay }), [match, me, computers, replay]);
  const refusal = useRefusal<number>(match.player?.id === me.id);
  // The kit debounces clicks, sends one action at a time and reports every click that did not become a move.
  const { send } = useBoardAction(onAction, { onRejected: (action, message) => refusal.refuse(message, action.add) });
  const play = useCallback((add: number) => send({ add }), [send]);
  const hint = useFirstTurnHint(match, me, GUIDE);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%', maxWidth: 480, mx: 'auto' }}>
      <BoardHeader header={view.header} guide={GUIDE} hint={hint} />
      <Box role="group" aria-label="__DISPLAY_TEXT__ board" sx={{ position: 'relative', width: '100%', py: 2 }}>
        <Typography
          role="status"
          aria-label="Total"
          sx={{ textAlign: 'center', fontSize: { xs: '4rem', sm: '6rem' }, fontWeight: 800, lineHeight: 1 }}
        >
          {view.total}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          of {view.target}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          {view.steps.map((step) => (
            <StepButton key={step.add} view={step} refused={refusal.target === step.add} onPlay={play} />
          ))}
        </Stack>
        <RefusalNotice message={refusal.reason} />
      </Box>
    </Stack>
  );
}
