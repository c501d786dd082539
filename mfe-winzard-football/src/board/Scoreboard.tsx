import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHARACTER_PAINT, TEAM_RIM } from './colors';
import { Ball } from './Tokens';
import type { BoardView, PlayerView } from './view-model';

/** Above the court: each player's goals, actions left and the ball if they have it; the round and red cards between. */
export function Scoreboard({ view }: { view: BoardView }) {
  const [left, right] = view.players;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'stretch',
        gap: { xs: 0.5, sm: 1 },
      }}
    >
      {left && <PlayerCard player={left} align="left" />}
      <Stack
        sx={{
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 0.5, sm: 1.5 },
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="overline" sx={{ lineHeight: 1.4 }} data-testid="round">
          Round {view.round}
        </Typography>
        <RedCards count={view.redCard} />
      </Stack>
      {right && <PlayerCard player={right} align="right" />}
    </Box>
  );
}

function PlayerCard({ player, align }: { player: PlayerView; align: 'left' | 'right' }) {
  const keeper = CHARACTER_PAINT[player.side === 'left' ? 'Zurf' : 'Frozt'];
  const field = CHARACTER_PAINT[player.side === 'left' ? 'Zapp' : 'Rootz'];
  const actions = `${player.actionsLeft} ${player.actionsLeft === 1 ? 'action' : 'actions'} left`;
  return (
    <Stack
      aria-label={`${player.player.name}${player.me ? ' (you)' : ''}: ${player.score} goals, ${actions}${player.possession ? ', has the ball' : ''}`}
      role="group"
      direction={align === 'left' ? 'row' : 'row-reverse'}
      spacing={1}
      sx={{
        alignItems: 'center',
        px: { xs: 0.75, sm: 1.25 },
        py: 0.75,
        minWidth: 0,
        borderRadius: 2,
        bgcolor: 'background.paper',
        borderTop: `4px solid ${TEAM_RIM[player.side]}`,
        background: `linear-gradient(${align === 'left' ? 90 : 270}deg, ${keeper.head}55 0%, ${field.head}22 40%, transparent 100%)`,
        outline: (theme) => (player.toMove ? `2px solid ${theme.palette.primary.main}` : 'none'),
        boxShadow: player.toMove ? '0 0 12px rgba(0, 191, 165, 0.45)' : 'none',
      }}
    >
      <Typography
        sx={{ fontSize: { xs: 28, sm: 36 }, fontWeight: 900, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
      >
        {player.score}
      </Typography>
      <Box sx={{ minWidth: 0, flex: 1, textAlign: align }}>
        <Typography sx={{ fontWeight: player.toMove ? 800 : 600, overflowWrap: 'anywhere' }}>
          {player.player.name}
          {player.me ? ' (you)' : ''}
        </Typography>
        <Stack direction={align === 'left' ? 'row' : 'row-reverse'} spacing={0.5} sx={{ alignItems: 'center' }}>
          <ActionDots left={player.actionsLeft} />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {actions}
          </Typography>
          {player.possession && (
            <Box title="Has the ball" sx={{ width: 16, height: 16, flex: 'none' }}>
              <Ball />
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

/** One filled dot for each action left, an empty one for each of the turn's two spent. */
export function ActionDots({ left }: { left: number }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: '3px' }}>
      {Array.from({ length: Math.max(2, left) }, (_, i) => (
        <Box
          key={i}
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            border: '2px solid',
            borderColor: 'primary.main',
            bgcolor: i < left ? 'primary.main' : 'transparent',
          }}
        />
      ))}
    </Box>
  );
}

/** The red cards drawn this round: a card and `×n`. */
export function RedCards({ count }: { count: number }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
      aria-label={`${count} red ${count === 1 ? 'card' : 'cards'}`}
      role="img"
    >
      <Box
        aria-hidden
        sx={{
          width: 12,
          height: 16,
          borderRadius: '2px',
          bgcolor: count > 0 ? '#e53935' : 'transparent',
          border: '2px solid #e53935',
          transform: 'rotate(8deg)',
        }}
      />
      <Typography variant="body2" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        ×{count}
      </Typography>
    </Stack>
  );
}
