import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionOutcome, ReplayPosition } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import { useEffect, useMemo } from 'react';
import { BoardSlot } from '../games/BoardSlot';
import { dateText, namesText } from '../history/history-text';
import { BesideBoard } from '../moves/BesideBoard';
import { MoveList } from '../moves/MoveList';
import { replayPositions } from './positions';
import type { Replay } from './replay-api';
import { replayResultText } from './replay-text';
import { ReplayControls } from './ReplayControls';
import { replayKeyAction, useReplayPlayer } from './use-replay-player';

/** Nobody seated: the board shows the public view and offers no move as anyone's own. */
const VIEWER: Player = { id: 0, name: 'Replay' };
const readOnly = async (): Promise<ActionOutcome> => ({ ok: false, error: 'This is a replay' });

/** Keys typed into a field or menu (the speed choice) belong to it, not to the replay. */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.role === 'option')
  );
}

/** A finished game's board at any position, the controls, the position counter and the clickable move list. */
export function ReplayView({ replay, gameName }: { replay: Replay; gameName: string }) {
  const positions = useMemo(() => replayPositions(replay.start, replay.patches), [replay]);
  const total = positions.length - 1;
  const player = useReplayPlayer(total);
  // The board's heading names the move that led to the position shown, numbered as the move list numbers it.
  const position = useMemo<ReplayPosition>(() => {
    const move = replay.moves[player.index - 1];
    return { lastMove: move ? { number: player.index, text: move.text } : null };
  }, [replay.moves, player.index]);

  const { first, previous, next, last } = player;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const action = replayKeyAction(event.key, { first, previous, next, last });
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [first, previous, next, last]);

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          {gameName} replay
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {namesText(replay.players)} · {replayResultText(replay)} · {dateText(replay.endedAt)}
        </Typography>
      </Stack>
      <ReplayControls player={player} total={total} />
      <BesideBoard
        board={
          <BoardSlot
            url={replay.game}
            match={positions[player.index]}
            me={VIEWER}
            onAction={readOnly}
            replay={position}
          />
        }
        aside={<MoveList moves={replay.moves} current={player.index - 1} onSelect={(move) => player.goTo(move + 1)} />}
      />
    </Stack>
  );
}
