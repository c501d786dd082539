import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeatSymbol } from './seat-symbols';
import { SYMBOL_COLORS } from './symbol-colors';

/** Who is who: each player's symbol, the viewer's marked `(you)`, the one to move in bold. */
export function SeatSymbols({ seats }: { seats: SeatSymbol[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Symbols"
      direction="row"
      useFlexGap
      sx={{ listStyle: 'none', p: 0, m: 0, gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {seats.map(({ player, symbol, me, toMove }) => (
        <Stack
          key={player.id}
          component="li"
          direction="row"
          spacing={0.75}
          aria-label={`${me ? 'You play' : `${player.name} plays`} ${symbol}`}
          sx={{ alignItems: 'center', minWidth: 0 }}
        >
          <Box
            aria-hidden
            sx={{ fontWeight: 900, fontSize: '1.25rem', lineHeight: 1, color: SYMBOL_COLORS[symbol], width: '1ch' }}
          >
            {symbol}
          </Box>
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
