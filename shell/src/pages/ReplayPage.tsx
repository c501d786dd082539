import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { loadBoard } from '../games/remote-boards';
import { useGames } from '../games/use-games';
import { retryUnlessRefused } from '../query/retry';
import { takeReplay } from '../replay/replay-prefetch';
import { ReplayView } from '../replay/ReplayView';
import { PageLoadFailed, PageLoading } from './PageStatus';

/**
 * The replay and its game's board, loaded before the page draws either, so the board is drawn at once (BoardSlot)
 * rather than suspended; a board that fails to load is left for BoardSlot to report and retry.
 */
async function replayWithItsBoard(id: string) {
  const replay = await takeReplay(id);
  await loadBoard(replay.game).catch(() => undefined);
  return replay;
}

/** /replay/:id: a finished game, move by move. */
export function ReplayPage() {
  const id = useParams().id ?? '';
  const { games } = useGames();
  const replay = useQuery({
    queryKey: ['replay', id],
    queryFn: () => replayWithItsBoard(id),
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
  if (replay.isPending) return <PageLoading label="Loading the replay" />;
  if (replay.isError) return <PageLoadFailed error={replay.error} retry={() => void replay.refetch()} />;
  const gameName = games.find((game) => game.url === replay.data.game)?.displayText ?? replay.data.game;
  // A new id starts at the first position again.
  return <ReplayView key={id} replay={replay.data} gameName={gameName} />;
}
