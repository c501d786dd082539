import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '../query/retry';
import { fetchRatingChange, ratingChangeText } from './rating-change-api';

/** At game over, what the game did to the player's rating (`Rating +12 → 1512`), or why it was not rated. */
export function RatingChangeLine({ code, version }: { code: string; version: number }) {
  const change = useQuery({
    // The version too: a rematch may reuse the code.
    queryKey: ['rating-change', code, version],
    queryFn: () => fetchRatingChange(code),
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
  if (!change.data) return null;
  return (
    <Typography variant="body1" aria-label="Rating change" sx={{ fontWeight: change.data.rated ? 700 : 400 }}>
      {ratingChangeText(change.data)}
    </Typography>
  );
}
