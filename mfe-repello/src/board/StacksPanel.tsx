import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIECE_BACKGROUND, STACK_PAINT } from './colors';
import type { PlayerView } from './view-model';

const STATUS_TEXT: Record<PlayerView['status'], (value: number) => string> = {
  'not placed': (value) => `${value} to place`,
  'on the board': (value) => `${value} left`,
  captured: (value) => `${value} left, pushed off`,
};

/**
 * Each player's stack: its colour, repellers left and whether it is on the board, and the points it has pushed off by
 * colour. The site's score panel, above every board, shows the totals: they are not repeated here.
 */
export function StacksPanel({ players }: { players: PlayerView[] }) {
  return (
    <Box component="ul" aria-label="Stacks" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {players.map((view) => (
        <Stack
          component="li"
          key={view.player.id}
          direction="row"
          spacing={1.25}
          sx={{
            alignItems: 'center',
            px: 1.25,
            py: 0.75,
            borderRadius: 2,
            bgcolor: 'background.paper',
            outline: (theme) => (view.toMove ? `2px solid ${theme.palette.primary.main}` : 'none'),
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 30,
              height: 30,
              flex: 'none',
              borderRadius: '50%',
              background: PIECE_BACKGROUND[view.color],
              color: STACK_PAINT[view.color].text,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 800,
              fontSize: 13,
              opacity: view.status === 'on the board' ? 1 : 0.55,
            }}
          >
            {view.value}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: view.toMove ? 800 : 600, overflowWrap: 'anywhere' }}>
              {view.player.name}
              {view.me ? ' (you)' : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {STACK_PAINT[view.color].name} · {STATUS_TEXT[view.status](view.value)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flex: 'none' }}>
            <Tally color="black" count={view.points.black} label="black" />
            <Tally color="silver" count={view.points.silver} label="silver" />
            <Tally color="gold" count={view.points.gold} label="gold" />
          </Stack>
        </Stack>
      ))}
    </Box>
  );
}

function Tally({ color, count, label }: { color: 'black' | 'silver' | 'gold'; count: number; label: string }) {
  return (
    <Stack direction="row" spacing={0.375} sx={{ alignItems: 'center' }} title={`${count} ${label}`}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', background: PIECE_BACKGROUND[color] }} />
      <Typography variant="body2" aria-label={`${count} ${label}`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {count}
      </Typography>
    </Stack>
  );
}
