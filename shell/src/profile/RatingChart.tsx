import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { GameRecord } from './profile-api';

interface RatingChartProps {
  gameName: string;
  history: GameRecord['history'];
}

const dayText = (date: Date) => date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** A player's rating in one game over time, a point per rated game (MUI X Charts). */
export default function RatingChart({ gameName, history }: RatingChartProps) {
  const latest = history.at(-1)?.rating;
  return (
    <Box role="img" aria-label={`${gameName} rating history, now ${latest}`}>
      <LineChart
        height={180}
        xAxis={[{ data: history.map((point) => new Date(point.at)), scaleType: 'time', valueFormatter: dayText }]}
        series={[{ data: history.map((point) => point.rating), label: 'Rating', showMark: history.length < 30 }]}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
