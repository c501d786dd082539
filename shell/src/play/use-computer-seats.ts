import { computerSeats } from '../realtime/presence';
import { useRealtime } from '../realtime/RealtimeContext';

/** The seats the computer plays in the game with this code (its presence says), for the board's heading. */
export function useComputerSeats(code: string | undefined): readonly number[] | undefined {
  return computerSeats(useRealtime().presence, code);
}
