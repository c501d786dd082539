import Button from '@mui/material/Button';
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
import { useCallback, useId, useMemo, useState } from 'react';
import type { Direction, RepelloAction, RepelloState } from '../rules';
import { BoardGrid } from './BoardGrid';
import { ControlBar } from './ControlBar';
import { GUIDE } from './guide';
import {
  actionSquare,
  clickSquare,
  directionAction,
  directionChoices,
  selectedRepel,
  squareMarks,
} from './interaction';
import { StacksPanel } from './StacksPanel';
import { boardView, key } from './view-model';
import { MIN_BOARD_WIDTH, ZoomButton, ZoomFrame } from './ZoomFrame';

/** The Repello board: renders the server's state; the rules say what the viewer may click. */
export default function Board({ match, me, onAction, computers, replay }: BoardProps<RepelloState, RepelloAction>) {
  useBuildMetadata('repello', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me, { computers, replay }), [match, me, computers, replay]);
  const refusal = useRefusal<string>(match.player?.id === me.id);
  const { send } = useBoardAction(onAction, {
    onRejected: (action, message) => refusal.refuse(message, actionSquare(view, action)),
  });
  const idPrefix = useId();
  const hint = useFirstTurnHint(match, me, GUIDE);
  const fit = useFitToWindow<HTMLDivElement>({ aspect: 1, minWidth: MIN_BOARD_WIDTH });
  // A pick belongs to the state it was made in: a new version (a push went through) starts afresh.
  const [pick, setPick] = useState<{ version: number; id: string } | null>(null);
  const selectedId = pick?.version === match.version ? pick.id : null;
  const [preview, setPreview] = useState<Direction | null>(null);
  const [zoomed, setZoomed] = useState(false);

  const marks = useMemo(() => squareMarks(view, selectedId, preview), [view, selectedId, preview]);
  const choices = directionChoices(view, selectedId);
  const repel = selectedRepel(view, selectedId);

  const { clear } = refusal;
  const act = useCallback(
    (action: RepelloAction) => {
      clear();
      setPreview(null);
      send(action);
    },
    [clear, send],
  );

  const onSquare = useCallback(
    (x: number, y: number) => {
      const outcome = clickSquare(view, selectedId, x, y);
      if (outcome.kind === 'send') act(outcome.action);
      else if (outcome.kind === 'select') {
        refusal.clear();
        setPick({ version: match.version, id: outcome.id });
      } else refusal.refuse(outcome.reason, key(x, y));
    },
    [view, selectedId, act, refusal, match.version],
  );

  const onDirection = useCallback(
    (direction: Direction) => {
      const action = directionAction(view, selectedId, direction);
      if (action) act(action);
    },
    [view, selectedId, act],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: { xs: 640, md: 1080 }, mx: 'auto' }}>
      <BoardHeader
        header={view.header}
        guide={GUIDE}
        hint={hint}
        actions={<ZoomButton zoomed={zoomed} onToggle={() => setZoomed((on) => !on)} />}
      />
      {/* Side by side on a wide window, so the board can take the whole height; stacked on a phone. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { xs: 'center', md: 'flex-start' }, justifyContent: 'center' }}
      >
        <ZoomFrame
          frameRef={fit.ref}
          size={fit.maxWidth}
          zoomed={zoomed}
          overlay={<RefusalNotice message={refusal.reason} />}
        >
          <BoardGrid
            view={view}
            marks={marks}
            selectedId={repel?.piece.id ?? null}
            refusedSquare={refusal.target}
            idPrefix={idPrefix}
            activeOwner={match.gameOver ? null : (match.player?.id ?? null)}
            onSquare={onSquare}
            onPreview={setPreview}
          />
        </ZoomFrame>
        <Stack spacing={1.5} sx={{ width: { xs: '100%', md: 320 }, flex: { md: '0 0 320px' } }}>
          <ControlBar view={view} choices={choices} repel={repel} onDirection={onDirection} onPreview={setPreview}>
            {view.mustPass && (
              <Button variant="contained" size="large" onClick={() => act({ type: 'pass' })}>
                Pass
              </Button>
            )}
          </ControlBar>
          <StacksPanel players={view.players} />
        </Stack>
      </Stack>
    </Stack>
  );
}
