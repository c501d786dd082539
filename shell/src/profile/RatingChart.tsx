import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { dateText } from '../history/history-text';
import type { GameRecordSummary } from '@tabletop/protocol';

interface RatingChartProps {
  gameName: string;
  history: GameRecordSummary['history'];
}

/**
 * A player's rating in one game after each rated game (MUI X Charts). The axis counts games rather than days: a
 * player's games often fall on one day, and the tooltip gives each one's date.
 */
export default function RatingChart({ gameName, history }: RatingChartProps) {
  const latest = history.at(-1)?.rating;
  return (
    <Box role="img" aria-label={`${gameName} rating history, now ${latest}`}>
      <LineChart
        height={180}
        xAxis={[
          {
            data: history.map((_, index) => index + 1),
            scaleType: 'point',
            label: 'Rated games',
            valueFormatter: (game: number, context) =>
              context.location === 'tooltip' ? `Game ${game}, ${dateText(history[game - 1].at)}` : String(game),
          },
        ]}
        // The axis takes the width its widest rating needs, each written as the site writes ratings (1662, not 1,662).
        yAxis={[{ width: 'auto', valueFormatter: (rating: number) => String(rating) }]}
        series={[{ data: history.map((point) => point.rating), label: 'Rating', showMark: history.length < 30 }]}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
