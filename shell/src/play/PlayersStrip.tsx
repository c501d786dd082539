import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName, type GameState } from '@tabletop/game-kit';
import { SeatClock } from '../clock/SeatClock';
import { nameWithPresence, PresenceDot } from './PresenceDot';
import { usePresence } from './use-presence';

interface PlayersStripProps {
  match: GameState;
  myId: number;
}

/** Everyone at the table, whose turn it is, who is connected and their time: shown above every game's board. */
export function PlayersStrip({ match, myId }: PlayersStripProps) {
  const presenceOf = usePresence(match.code);
  return (
    <Stack
      component="ul"
      aria-label="Players"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, minWidth: 0 }}
    >
      {match.score.map(({ player }, seat) => {
        const shown = displayName(player.name);
        const name = player.id === myId ? `${shown} (you)` : shown;
        const turn = match.player?.id === player.id;
        const presence = presenceOf(player.id);
        return (
          <Stack
            key={player.id}
            component="li"
            direction="row"
            aria-label={nameWithPresence(name, presence)}
            aria-current={turn ? 'true' : undefined}
            sx={{
              alignItems: 'center',
              gap: 0.75,
              px: 1.25,
              py: 0.5,
              borderRadius: 4,
              border: 1,
              borderColor: turn ? 'primary.main' : 'divider',
              bgcolor: turn ? 'action.selected' : 'transparent',
              maxWidth: '100%',
            }}
          >
            <PresenceDot presence={presence} />
            <Typography
              variant="body2"
              // A long name wraps, even inside a word, rather than losing its end on a phone.
              sx={{ fontWeight: turn ? 700 : 400, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            {match.clock && <SeatClock clock={match.clock} seat={seat} mine={player.id === myId} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
