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
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ActionChoice, Direction, WinzardAction, WinzardView } from '../rules';
import { ControlBar } from './ControlBar';
import { Court } from './Court';
import { GoalCelebration } from './GoalCelebration';
import { GUIDE } from './guide';
import { actionCell, cellMarks, clickCell, selectedSource } from './interaction';
import { Scoreboard } from './Scoreboard';
import { useGoalDance } from './use-goal-dance';
import { boardView, type BoardView, type CellView } from './view-model';

/** The Winzard Football board: renders the server's state; the rules say what the viewer may click. */
export default function Board({ match, me, onAction, computers, replay }: BoardProps<WinzardView, WinzardAction>) {
  useBuildMetadata('winzard-football', BUILD_LABEL);
  const view = useMemo(() => boardView(match, me, { computers, replay }), [match, me, computers, replay]);
  const refusal = useRefusal<number>(match.player?.id === me.id);
  const { send } = useBoardAction(onAction, {
    onRejected: (action, message) => refusal.refuse(message, actionCell(action)),
  });
  const hint = useFirstTurnHint(match, me, GUIDE);
  // The court's frame keeps about this width over height (8.9 × 6.6 grid units plus the frame).
  const fit = useFitToWindow<HTMLDivElement>({ aspect: 1.32 });
  const idPrefix = useId();
  const dance = useGoalDance(view.animation);
  // During the dance the court the goal was scored on stays up; the new deal shows once it ends.
  const lastCourt = useRef<CellView[] | null>(null);
  if (!view.animation) lastCourt.current = view.cells;
  const shownCells = dance && lastCourt.current ? lastCourt.current : view.cells;

  // A pick belongs to the state it was made in: a new version starts afresh.
  const [pick, setPick] = useState<{ version: number; cell: number } | null>(null);
  const [choosing, setChoosing] = useState<{ version: number; choices: ActionChoice[] } | null>(null);
  const [previewDirection, setPreviewDirection] = useState<Direction | null>(null);
  const picked = pick?.version === match.version ? pick.cell : null;
  const source = selectedSource(view, picked);
  const shots = (source !== null && view.shots[source]) || [];
  const preview = shots.find((shot) => shot.direction === previewDirection) ?? null;
  const choices = choosing?.version === match.version ? choosing.choices : null;
  const marks = useMemo(
    () => (dance ? new Map() : cellMarks(view, picked, preview?.path ?? null)),
    [dance, view, picked, preview],
  );

  const { clear, refuse } = refusal;
  const act = useCallback(
    (action: WinzardAction) => {
      clear();
      setPreviewDirection(null);
      setChoosing(null);
      send(action);
    },
    [clear, send],
  );

  const onCell = useCallback(
    (cell: number) => {
      if (dance) return refuse('Wait for the celebration to end', cell);
      const outcome = clickCell(view, picked, cell);
      setChoosing(null);
      if (outcome.kind === 'send') act(outcome.action);
      else if (outcome.kind === 'select') {
        clear();
        setPick({ version: match.version, cell: outcome.cell });
      } else if (outcome.kind === 'deselect') setPick(null);
      else if (outcome.kind === 'choose') setChoosing({ version: match.version, choices: outcome.choices });
      else refuse(outcome.reason, cell);
    },
    [dance, view, picked, act, clear, refuse, match.version],
  );

  const scorer = dance ? view.players.find((player) => player.player.id === dance.scorer) : undefined;
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: { xs: 760, md: 1160 }, mx: 'auto' }}>
      <BoardHeader header={view.header} guide={GUIDE} hint={hint} />
      <Scoreboard view={view} />
      {/* Side by side on a wide window, so the court can take the whole height; stacked on a phone. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { xs: 'center', md: 'flex-start' }, justifyContent: 'center' }}
      >
        <Box ref={fit.ref} sx={{ position: 'relative', width: '100%', maxWidth: fit.maxWidth }}>
          <Court
            cells={shownCells}
            marks={marks}
            refusedCell={refusal.target}
            idPrefix={idPrefix}
            ballLively={!match.gameOver && !dance}
            previewMouth={preview?.path?.kind === 'goal' ? preview.path.mouth : null}
            dance={dance}
            onCell={onCell}
          />
          {dance && <GoalCelebration goal={dance} scorer={scorer} />}
          <RefusalNotice message={refusal.reason} />
        </Box>
        <Stack spacing={1.5} sx={{ width: { xs: '100%', md: 340 }, flex: { md: '0 0 340px' } }}>
          <ControlBar
            view={dance ? { ...view, decisions: [] } : view}
            shots={dance ? [] : shots}
            choices={choices}
            preview={preview}
            caption={caption(view, source, choices)}
            onAction={act}
            onPreview={setPreviewDirection}
          />
        </Stack>
      </Stack>
    </Stack>
  );
}

function caption(view: BoardView, source: number | null, choices: ActionChoice[] | null): string {
  if (choices) return 'Both a move and a tackle end there: which one?';
  switch (view.phase) {
    case 'ball':
      return 'Kick-off: click a glowing centre cell to place the ball.';
    case 'keeper':
      return 'Click a glowing cell of your goal area to place your goalkeeper.';
    case 'act':
      return source === null
        ? 'Pick a glowing pawn (to move or tackle) or card (to swap), then a ringed cell.'
        : 'Click a ringed cell, or the picked one again to drop it.';
    case 'draw':
      return 'Your actions are spent: draw a red Blaze card (9+ costs you, 3 or less helps you) or skip.';
    case 'shot':
      return source === null
        ? 'Pick the pawn next to the ball.'
        : 'Shoot with an arrow, pass to a ringed cell next to your teammate, or skip the shot.';
    default:
      return view.idleReason;
  }
}
