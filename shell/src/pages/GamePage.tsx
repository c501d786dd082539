import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { hasForfeited, isWaiting } from '@tabletop/protocol';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import { GameEnding } from '../ending/GameEnding';
import { BoardSlot } from '../games/BoardSlot';
import { GameGuideButton } from '../games/GameGuideButton';
import { LeaderboardLink } from '../games/LeaderboardLink';
import { gameRoute } from '../games/catalogue';
import { useGames } from '../games/use-games';
import { LobbyCard } from '../lobby/LobbyCard';
import { useMatch } from '../match/MatchContext';
import { activeGameUrl } from '../match/match-state';
import { BesideBoard } from '../moves/BesideBoard';
import { LiveMoveList } from '../moves/LiveMoveList';
import { AbortButton } from '../play/AbortButton';
import { ClaimVictory } from '../play/ClaimVictory';
import { ForfeitButton } from '../play/ForfeitButton';
import { PlayersStrip } from '../play/PlayersStrip';
import { useComputerSeats } from '../play/use-computer-seats';
import { useRealtime } from '../realtime/RealtimeContext';
import { ScorePanel } from '../score/ScorePanel';
import { useWatcherCount } from '../watch/use-watcher-count';
import { WatchingCount } from '../watch/WatchingCount';
import { WatchView } from '../watch/WatchView';
import { GamesUnavailable } from './GamesUnavailable';
import { NotFoundPage } from './NotFoundPage';

/**
 * /game/<url>: the lobby while no game of this kind runs, then the players, the score and the board;
 * /game/<url>?watch=<code>: someone else's game, watched (the user's own game does not hold them there).
 */
export function GamePage() {
  const url = useParams()['*'] ?? '';
  const watchCode = useSearchParams()[0].get('watch');
  const catalogue = useGames();
  const game = catalogue.games.find((candidate) => candidate.url === url);
  const user = useCurrentUser();
  const { match, loading } = useMatch();
  const { act } = useRealtime();
  const computers = useComputerSeats(match?.code);

  if (watchCode !== null) {
    if (catalogue.status === 'error') return <GamesUnavailable retry={catalogue.retry} />;
    if (game) return <WatchView key={watchCode} game={game} code={watchCode} />;
    return catalogue.status === 'success' ? <NotFoundPage /> : <Loading />;
  }
  // An address that is no game is a 404 whatever game runs: only a game's own page leads to the one in progress.
  if (catalogue.status === 'error') return <GamesUnavailable retry={catalogue.retry} />;
  if (!game && catalogue.status === 'success') return <NotFoundPage />;
  const active = activeGameUrl(match, user.id);
  if (active && active !== url) return <Navigate to={gameRoute(active)} replace />;

  const mine = match && match.game === url ? match : null;
  const me = { id: user.id, name: user.name };

  if (loading || !game) return <Loading />;
  if (!mine || isWaiting(mine)) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <LobbyCard game={game} waiting={mine} me={me} />
        <Stack direction="row" spacing={1}>
          <GameGuideButton url={url} />
          <LeaderboardLink url={url} />
        </Stack>
      </Stack>
    );
  }

  const showScore = game.showScore && mine.score.length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
          <PlayersStrip match={mine} myId={me.id} />
          <Watchers code={mine.code} />
        </Stack>
        {showScore && <ScorePanel score={mine.score} current={mine.player} forfeited={mine.forfeited} />}
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <GameEnding match={mine} meId={me.id} />
        <BesideBoard
          board={<BoardSlot url={url} match={mine} me={me} onAction={act} computers={computers} />}
          aside={<LiveMoveList code={mine.code} version={mine.version} />}
        />
        <ClaimVictory match={mine} myId={me.id} />
        {!mine.gameOver && !hasForfeited(mine, me.id) && (
          <Stack direction="row" spacing={1}>
            {/* Until every seat has moved, calling the game off costs nobody anything. */}
            {mine.unmoved && <AbortButton />}
            <ForfeitButton
              seated={mine.score.length - (mine.forfeited?.players.length ?? 0)}
              minPlayers={game.players[0]}
            />
          </Stack>
        )}
        <LeaderboardLink url={url} />
      </Stack>
    </Stack>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading the game" />
    </Box>
  );
}

/** `{n} watching` for the players of the game with this code. */
function Watchers({ code }: { code: string }) {
  return <WatchingCount count={useWatcherCount(code)} />;
}
