import type { Presence } from '@tabletop/protocol';
import { useCallback, useEffect, useState } from 'react';
import type { GameSocket } from './game-socket';
import { readPresence } from './presence';
import type { Listen } from './use-game-connection';

export interface PresenceReport {
  /** The server's last report of who in the user's game is connected. */
  presence: Presence | null;
  /** Takes a report that came another way (a sync's answer). */
  report(presence: Presence): void;
  /** Takes the reports a connection just made pushes. */
  listen: Listen;
}

/** Who is online in the user's game, as the server last said; forgotten when another user signs in. */
export function usePresenceReport(userId: number | undefined): PresenceReport {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    if (userId !== undefined) setPresence(null);
  }, [userId]);
  const listen = useCallback((connection: GameSocket) => {
    const pushed = (report: unknown) => {
      const read = readPresence(report);
      if (read) setPresence(read);
    };
    connection.on('presence', pushed);
    return () => void connection.off('presence', pushed);
  }, []);
  return { presence, report: setPresence, listen };
}
