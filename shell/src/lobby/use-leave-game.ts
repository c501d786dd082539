import type { GameState } from '@tabletop/game-kit';
import { useState } from 'react';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { leaveGame } from './lobby-api';
import { isAlreadyGone, lobbyFailureToast } from './lobby-failure';

export const FORFEITED_MESSAGE = 'You forfeited the game';

/**
 * Leaves the current game: a waiting seat returns to the lobby card; a forfeit shows the game as the server now has
 * it (its result, or the others playing on).
 * A failure stays on the page with an error toast.
 */
export function useLeaveGame() {
  const { match, adopt, dismiss } = useMatch();
  const { notify } = useNotify();
  const [leaving, setLeaving] = useState(false);

  async function leave(step: 'leave' | 'forfeit'): Promise<boolean> {
    if (!match || leaving) return false;
    setLeaving(true);
    let after: GameState | undefined;
    try {
      after = await leaveGame(match.code);
    } catch (error) {
      if (!isAlreadyGone(error)) {
        notify(lobbyFailureToast(step, error) ?? 'Something went wrong');
        setLeaving(false);
        return false;
      }
    }
    setLeaving(false);
    // A forfeiter stays to see the result (or the others play on); a freed waiting seat goes back to the lobby.
    if (after) adopt(after);
    else dismiss();
    if (step === 'forfeit') notify(FORFEITED_MESSAGE, 'info');
    return true;
  }

  return { leave, leaving };
}
