import Typography from '@mui/material/Typography';
import type { ClockState } from '@tabletop/game-kit';
import { useEffect, useReducer } from 'react';
import { useRealtime } from '../realtime/RealtimeContext';
import { useTurnAlertSettings } from '../turn/turn-alert-settings';
import { playClockTick } from './clock-tick';
import { seatClockView } from './clock-text';

interface SeatClockProps {
  clock: ClockState;
  seat: number;
  /** The viewer's own clock: it ticks under ten seconds when sound is on. */
  mine: boolean;
}

/**
 * One seat's time, counting down smoothly while it runs, by the server's clock (the shell's estimate of its offset):
 * red under ten seconds. Every game's players strip shows it; no board draws its own.
 */
export function SeatClock({ clock, seat, mine }: SeatClockProps) {
  const { serverNow } = useRealtime();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const view = seatClockView(clock, seat, serverNow());
  const ticking = view.running && view.ms > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(redraw, view.low ? 100 : 250);
    return () => clearInterval(timer);
  }, [ticking, view.low]);

  const { sound } = useTurnAlertSettings();
  const second = Math.ceil(view.ms / 1000);
  useEffect(() => {
    if (mine && sound && ticking && view.low)
      playClockTick().catch((error: unknown) => console.warn('Clock tick not played', error));
  }, [mine, sound, ticking, view.low, second]);

  return (
    <Typography
      component="span"
      variant="body2"
      role="timer"
      aria-live="off"
      aria-label={view.running ? `${view.text} left, running` : `${view.text} left`}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: view.running ? 700 : 400,
        color: view.low ? 'error.main' : view.running ? 'text.primary' : 'text.secondary',
        minWidth: '3.5ch',
        textAlign: 'right',
      }}
    >
      {view.text}
    </Typography>
  );
}
