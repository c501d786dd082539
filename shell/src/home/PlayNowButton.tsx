import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSeatTaking } from './use-seat-taking';

/**
 * `Play now` for one game outside the home page (its lobby, the ending of an aborted game): a quick match, then its
 * page.
 */
export function PlayNowButton({ game, disabled = false }: { game: string; disabled?: boolean }) {
  const { pending, playNow } = useSeatTaking();
  const finding = pending !== null;
  return (
    <Button
      variant="contained"
      disabled={disabled || finding}
      onClick={() => void playNow(game)}
      startIcon={finding ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      Play now
    </Button>
  );
}
