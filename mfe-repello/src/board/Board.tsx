import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BoardHeader, useBoardAction, useBuildMetadata, type BoardProps } from '@tabletop/board-kit';
import { useCallback, useId, useMemo, useState } from 'react';
import type { Direction, RepelloAction, RepelloState } from '../rules';
import { BoardGrid } from './BoardGrid';
import { BUILD_LABEL } from './build-label';
import { ControlBar } from './ControlBar';
import { clickSquare, directionAction, directionChoices, selectedRepel, squareMarks } from './interaction';
import { PlayersPanel } from './PlayersPanel';
import { useRefusal } from '@tabletop/board-kit';
import { boardView, key } from './view-model';

/** The Repello board: renders the server's state; the rules say what the viewer may click. */
export default function Board({ match, me, onAction }: BoardProps<RepelloState, RepelloAction>) {
  useBuildMetadata('repello', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me), [match, me]);
  const { send, failure } = useBoardAction(onAction);
  const refusal = useRefusal<string>();
  const idPrefix = useId();
  // A pick belongs to the state it was made in: a new version (a push went through) starts afresh.
  const [pick, setPick] = useState<{ version: number; id: string } | null>(null);
  const selectedId = pick?.version === match.version ? pick.id : null;
  const [preview, setPreview] = useState<Direction | null>(null);

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

  const message = refusal.reason ?? failure;
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 640, mx: 'auto' }}>
      <BoardHeader header={view.header} />
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
      <Box sx={{ minHeight: 48 }}>
        {message && (
          <Alert severity="warning" role="alert" variant="outlined">
            {message}
          </Alert>
        )}
      </Box>
      <ControlBar view={view} choices={choices} repel={repel} onDirection={onDirection} onPreview={setPreview}>
        {view.mustPass && (
          <Button variant="contained" size="large" onClick={() => act({ type: 'pass' })}>
            Pass
          </Button>
        )}
      </ControlBar>
      <PlayersPanel players={view.players} />
    </Stack>
  );
}
