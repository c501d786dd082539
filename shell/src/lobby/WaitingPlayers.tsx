import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { displayName, type ScoreEntry } from '@tabletop/game-kit';
import { avatarInitial } from '../layout/avatar-initial';
import { nameWithPresence, PresenceDot, presenceText } from '../play/PresenceDot';
import type { PlayerPresence } from '../realtime/presence';

interface WaitingPlayersProps {
  score: ScoreEntry[];
  maxPlayers: number;
  myId: number;
  presenceOf(playerId: number): PlayerPresence;
}

/** The players seated so far, updated live as others join or leave, each marked online or offline. */
export function WaitingPlayers({ score, maxPlayers, myId, presenceOf }: WaitingPlayersProps) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
        Players ({score.length}/{maxPlayers})
      </Typography>
      <List dense aria-label="Seated players" sx={{ py: 0 }}>
        {score.map(({ player }, seat) => {
          const presence = presenceOf(player.id);
          const shown = displayName(player.name);
          const name = player.id === myId ? `${shown} (you)` : shown;
          return (
            <ListItem key={player.id} disableGutters aria-label={nameWithPresence(name, presence)}>
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  badgeContent={<PresenceDot presence={presence} />}
                >
                  <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>
                    {avatarInitial(player.name)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={name}
                secondary={[seat === 0 ? 'Host' : null, presenceText(presence)].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
