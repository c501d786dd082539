import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { ScoreEntry } from '@tabletop/game-kit';
import { avatarInitial } from '../layout/avatar-initial';

interface WaitingPlayersProps {
  score: ScoreEntry[];
  maxPlayers: number;
  myId: number;
}

/** The players seated so far, updated live as others join. */
export function WaitingPlayers({ score, maxPlayers, myId }: WaitingPlayersProps) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
        Players ({score.length}/{maxPlayers})
      </Typography>
      <List dense aria-label="Seated players" sx={{ py: 0 }}>
        {score.map(({ player }, seat) => (
          <ListItem key={player.id} disableGutters>
            <ListItemAvatar>
              <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>{avatarInitial(player.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={player.id === myId ? `${player.name} (you)` : player.name}
              secondary={seat === 0 ? 'Host' : undefined}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
