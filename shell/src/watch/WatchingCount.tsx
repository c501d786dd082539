import VisibilityIcon from '@mui/icons-material/Visibility';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { watchingLabel } from './watch-state';

/** `{n} watching`, beside the players, while anyone watches; nothing otherwise. */
export function WatchingCount({ count }: { count: number }) {
  const label = watchingLabel(count);
  if (!label) return null;
  return (
    <Stack
      direction="row"
      role="status"
      aria-label={label}
      sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', flex: 'none', py: 0.5 }}
    >
      <VisibilityIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
