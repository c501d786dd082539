import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { showsReconnectBanner } from '../realtime/connection-status';
import { useRealtime } from '../realtime/RealtimeContext';

export const RECONNECTING_MESSAGE = 'Reconnecting…';

/** Says so while the game connection is lost; moves made meanwhile would not reach the server. */
export function ConnectionBanner() {
  const { status } = useRealtime();
  if (!showsReconnectBanner(status)) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      square
      icon={<CircularProgress size={18} color="inherit" aria-hidden />}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      {RECONNECTING_MESSAGE}
    </Alert>
  );
}
