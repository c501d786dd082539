import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISC_COLORS, DISC_NAMES } from './disc-colors';
import type { SeatView } from './view-model';

/** Who is who: each player's colour, the viewer's marked `(you)`, the one to move in bold. */
export function SeatDiscs({ seats }: { seats: SeatView[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Colours"
      direction="row"
      useFlexGap
      sx={{ listStyle: 'none', p: 0, m: 0, gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {seats.map(({ player, disc, me, toMove }) => (
        <Stack
          key={player.id}
          component="li"
          direction="row"
          spacing={0.75}
          aria-label={`${me ? 'You play' : `${player.name} plays`} ${DISC_NAMES[disc]}`}
          sx={{ alignItems: 'center', minWidth: 0 }}
        >
          <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: DISC_COLORS[disc] }} />
          <Typography
            aria-hidden
            variant="body2"
            sx={{
              fontWeight: toMove ? 700 : 400,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: { xs: 140, sm: 220 },
            }}
          >
            {me ? `${player.name} (you)` : player.name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
