import { useCurrentUser } from '../auth/AuthContext';
import { presenceOf, type PlayerPresence } from '../realtime/presence';
import { useRealtime } from '../realtime/RealtimeContext';

/** Whether each seated player of the game with this code is connected. */
export function usePresence(code: string): (playerId: number) => PlayerPresence {
  const { id: myId } = useCurrentUser();
  const { status, presence } = useRealtime();
  const connected = status === 'connected';
  return (playerId) => presenceOf(playerId, { myId, connected, presence, code });
}
