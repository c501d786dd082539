import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BoardModule, BoardProps } from '@tabletop/board-kit';
import { memo, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useBoardFirst } from './BoardFirstContext';
import { BoardErrorBoundary } from './BoardErrorBoundary';
import { loadBoard, loadedBoard } from './remote-boards';

interface BoardSlotProps extends BoardProps {
  /** The game's route id, as listed in the manifest. */
  url: string;
}

/**
 * The game's board, loaded from its remote at run time; each retry loads it afresh. A board loaded already (the
 * startup preload of the page being opened) is drawn at once. One still on its way is waited for in state, not by
 * suspending: React holds back a suspended part's reveal for up to 300 ms after its fallback showed, a wait the bench
 * saw in a replay's opening and in a board's load on a repeat visit.
 */
export function BoardSlot({ url, ...boardProps }: BoardSlotProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <BoardErrorBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
      <RemoteBoard key={url} url={url} retry={attempt > 0} {...boardProps} />
    </BoardErrorBoundary>
  );
}

type Loaded = { module: BoardModule } | { error: unknown };

function RemoteBoard({ url, retry, match, me, onAction, computers, replay }: BoardSlotProps & { retry: boolean }) {
  const boardFirst = useBoardFirst();
  // Chosen once per board and attempt (another game or a retry mounts this afresh): switching a mounted board from
  // one module to another would lose its state (a debounced click, a notice on screen).
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => {
    const module = retry ? undefined : loadedBoard(url);
    return module && { module };
  });
  useEffect(() => {
    // Drawn: what waited for the opened page's board may come.
    if (loaded) boardFirst.markShown();
  }, [loaded, boardFirst]);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadBoard(url, retry).then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => {
        // The boundary around shows the failure in the board's place: nothing need wait for the board any longer.
        boardFirst.markShown();
        if (current) setLoaded({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [url, retry, loaded, boardFirst]);
  // The board draws again only when what it is given changes. Pages render often (a watcher, the connection, the move
  // list) and make a new `me` each time; a board drawing anew with each would redo all its cells, styles and all (81
  // styled cells in Super Tic-Tac-Toe).
  const Board = useMemo(
    () => (loaded && 'module' in loaded ? memo(loaded.module.default as unknown as ComponentType<BoardProps>) : null),
    [loaded],
  );
  const player = useMemo(() => ({ id: me.id, name: me.name }), [me.id, me.name]);
  if (!loaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the board" />
      </Box>
    );
  }
  // The error boundary around shows the failure and offers the retry.
  if ('error' in loaded) throw loaded.error;
  return Board && <Board match={match} me={player} onAction={onAction} computers={computers} replay={replay} />;
}
