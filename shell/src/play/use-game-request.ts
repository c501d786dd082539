import type { GameState } from '@tabletop/game-kit';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { transientFailureText } from '../api/failure-text';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';

/**
 * A request about the current game that answers the game as it now is (abort, claim): the answer is shown, a refusal
 * is said in a toast and changes nothing on the page.
 */
export function useGameRequest(request: (code: string) => Promise<GameState>) {
  const { match, adopt } = useMatch();
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);

  async function send(): Promise<void> {
    if (!match || busy) return;
    setBusy(true);
    try {
      adopt(await request(match.code));
    } catch (error) {
      const reason = error instanceof ApiError ? error.reason : undefined;
      notify(transientFailureText(error) ?? reason ?? 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return { send, busy };
}
