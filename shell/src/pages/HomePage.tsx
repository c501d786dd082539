import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName, isGuestName } from '@tabletop/game-kit';
import { isWaiting } from '@tabletop/protocol';
import { useAuth } from '../auth/AuthContext';
import { useGames } from '../games/use-games';
import { GameCard } from '../home/GameCard';
import { GameInProgress } from '../home/GameInProgress';
import { LiveGamesCard } from '../home/LiveGamesCard';
import { OpenTablesCard } from '../home/OpenTablesCard';
import { useOpenTables } from '../home/use-open-tables';
import { useSeatTaking } from '../home/use-seat-taking';
import { GuestUpgradeCard } from '../login/GuestUpgradeCard';
import { useMatch } from '../match/MatchContext';
import { activeGameUrl } from '../match/match-state';
import { GamesUnavailable } from './GamesUnavailable';

/** The welcome, a card per game (Play now, Create game, Resume), the open tables, the live games, and the guest's upgrade. */
export function HomePage() {
  const { user } = useAuth();
  const { match } = useMatch();
  const { games, status, retry } = useGames();
  const tables = useOpenTables();
  const { pending, playNow, join } = useSeatTaking();
  const active = activeGameUrl(match, user?.id);
  const busy = active !== null || pending !== null;
  const activeGame = games.find((game) => game.url === active);

  return (
    <Stack spacing={{ xs: 3, lg: 2 }} sx={{ py: { xs: 2, sm: 3, lg: 1 }, maxWidth: 1300, mx: 'auto' }}>
      {user?.name && (
        <Typography
          component="h1"
          variant="h4"
          sx={{
            fontWeight: 700,
            overflowWrap: 'anywhere',
            textAlign: 'center',
            fontSize: { xs: '1.4rem', sm: '2.125rem' },
          }}
        >
          Welcome {displayName(user.name)}!
        </Typography>
      )}
      {status === 'error' && <GamesUnavailable retry={retry} />}
      {activeGame && <GameInProgress game={activeGame} waiting={match !== null && isWaiting(match)} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Four across on a laptop, so the open tables and the live games show below them without scrolling.
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {games.map((game) => (
          <GameCard
            key={game.url}
            game={game}
            resumable={active === game.url}
            busy={busy}
            finding={pending?.kind === 'quick' && pending.game === game.url}
            onPlayNow={() => void playNow(game.url)}
          />
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' }}
      >
        <OpenTablesCard
          tables={tables.data}
          status={tables.status}
          games={games}
          myCode={active ? (match?.code ?? null) : null}
          busy={busy}
          joining={pending?.kind === 'join' ? pending.code : null}
          onJoin={(table) => void join(table.game, table.code)}
        />
        <LiveGamesCard games={games} myCode={match?.code ?? null} />
      </Box>
      {user && isGuestName(user.name) && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <GuestUpgradeCard />
        </Box>
      )}
    </Stack>
  );
}
