import Box from '@mui/material/Box';
import type { PlayerPresence } from '../realtime/presence';

/** The words for a presence, or null when the server has not said. */
export function presenceText(presence: PlayerPresence): string | null {
  return presence === 'unknown' ? null : presence;
}

/** A player's accessible name with their presence: `Bo, online`. */
export function nameWithPresence(name: string, presence: PlayerPresence): string {
  const text = presenceText(presence);
  return text ? `${name}, ${text}` : name;
}

/** A small coloured dot: green online, grey offline, hollow when not known. Its meaning is in the text beside it. */
export function PresenceDot({ presence }: { presence: PlayerPresence }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        border: 2,
        borderColor: presence === 'online' ? 'success.main' : 'text.disabled',
        bgcolor: presence === 'online' ? 'success.main' : presence === 'offline' ? 'text.disabled' : 'transparent',
      }}
    />
  );
}
