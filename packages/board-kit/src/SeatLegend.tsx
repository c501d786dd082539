import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LegendSeat } from './seat-legend';

export interface SeatLegendProps<Side> {
  /** The list's accessible name: what the sides are ("Colours", "Symbols"). */
  label: string;
  seats: LegendSeat<Side>[];
  /** A side as read aloud: `You play Red`. */
  sideName(side: Side): string;
  /** A side as drawn before the name: a box with this style and text (screen readers hear sideName instead). */
  mark(side: Side): SideMark;
}

export interface SideMark {
  sx: SxProps<Theme>;
  text?: string;
}

/** Who is who: each player's side, the viewer's marked `(you)`, the one to move in bold. */
export function SeatLegend<Side>({ label, seats, sideName, mark }: SeatLegendProps<Side>) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ listStyle: 'none', p: 0, m: 0, gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {seats.map(({ player, side, me, toMove }) => {
        const { sx, text } = mark(side);
        return (
          <Stack
            key={player.id}
            component="li"
            direction="row"
            spacing={0.75}
            aria-label={`${me ? 'You play' : `${player.name} plays`} ${sideName(side)}`}
            sx={{ alignItems: 'center', minWidth: 0 }}
          >
            <Box aria-hidden sx={sx}>
              {text}
            </Box>
            <Typography
              aria-hidden
              variant="body2"
              sx={{
                fontWeight: toMove ? 700 : 400,
                // A long name wraps rather than losing its end: on a phone it is often all that tells players apart.
                overflowWrap: 'anywhere',
                maxWidth: { xs: 140, sm: 220 },
              }}
            >
              {me ? `${player.name} (you)` : player.name}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
