import type { RematchOffer } from '@tabletop/protocol';
import { useCallback, useState } from 'react';
import type { GameSocket } from './game-socket';
import type { Listen } from './use-game-connection';

export interface RematchPush {
  /** The last rematch offer the server pushed (for a finished game of the user's). */
  rematch: RematchOffer | null;
  /** Takes the offers a connection just made pushes. */
  listen: Listen;
}

/** The rematch offers the server pushes over the game connection. */
export function useRematchPush(): RematchPush {
  const [rematch, setRematch] = useState<RematchOffer | null>(null);
  const listen = useCallback((connection: GameSocket) => {
    connection.on('rematch', setRematch);
    return () => void connection.off('rematch', setRematch);
  }, []);
  return { rematch, listen };
}
