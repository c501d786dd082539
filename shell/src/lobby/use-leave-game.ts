import { useState } from 'react';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { leaveGame } from './lobby-api';
import { isAlreadyGone, lobbyFailureToast } from './lobby-failure';

export const FORFEITED_MESSAGE = 'You forfeited the game';

/**
 * Leaves the current game (a waiting seat, or a forfeit once started) and returns to the lobby card.
 * A failure stays on the page with an error toast.
 */
export function useLeaveGame() {
  const { match, dismiss } = useMatch();
  const { notify } = useNotify();
  const [leaving, setLeaving] = useState(false);

  async function leave(step: 'leave' | 'forfeit'): Promise<boolean> {
    if (!match || leaving) return false;
    setLeaving(true);
    try {
      await leaveGame(match.code);
    } catch (error) {
      if (!isAlreadyGone(error)) {
        notify(lobbyFailureToast(step, error) ?? 'Something went wrong');
        setLeaving(false);
        return false;
      }
    }
    setLeaving(false);
    dismiss();
    if (step === 'forfeit') notify(FORFEITED_MESSAGE, 'info');
    return true;
  }

  return { leave, leaving };
}
