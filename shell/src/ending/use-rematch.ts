import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { isErrorShaped } from '../api/errors';
import { useMatch } from '../match/MatchContext';
import { isGameState } from '../match/match-state';
import { useNotify } from '../notify/NotifyContext';
import { useRealtime } from '../realtime/RealtimeContext';
import { acceptRematch, declineRematch, dismissGame, fetchRematch } from './rematch-api';

const reason = (error: unknown) => (isErrorShaped(error) ? error.message : 'Something went wrong');

/**
 * A finished game's rematch offer, as the server last said (on load, in answers and in live pushes), and what the
 * player can do about it: accept, decline, or put the game away (`New game`).
 */
export function useRematch(match: GameState, meId: number) {
  const { rematch: pushed } = useRealtime();
  const { adopt, dismiss } = useMatch();
  const { notify } = useNotify();
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const { code, gameOver } = match;

  const reload = () =>
    fetchRematch(code).then(setOffer, () => {
      // No offer to show (e.g. the connection is down): the buttons still work and say what failed.
    });

  useEffect(() => {
    if (!gameOver) return;
    let live = true;
    fetchRematch(code).then(
      (answer) => live && setOffer(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, gameOver]);

  useEffect(() => {
    if (pushed?.code === code) setOffer(pushed);
  }, [pushed, code]);

  // The rematch began: every seat is sent it, but a player who missed that push fetches where they are now.
  const startedAs = offer?.status === 'started' ? offer.next : null;
  useEffect(() => {
    if (!startedAs) return;
    void api.get<unknown>('/game/current-state').then(
      (state) => isGameState(state) && state.code === startedAs && adopt(state),
      () => undefined,
    );
  }, [startedAs, adopt]);

  async function run(what: string, step: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await step();
    } catch (error) {
      notify(`${what}: ${reason(error)}`);
      await reload();
    } finally {
      setBusy(false);
    }
  }

  const accept = () =>
    run('Could not ask for a rematch', async () => {
      const { state, ...answer } = await acceptRematch(code);
      setOffer(answer);
      if (state) adopt(state);
    });

  // The answer may land after the push that told everyone: it says the same, and who declined.
  const decline = () =>
    run('Could not decline the rematch', async () =>
      setOffer({ ...(await declineRematch(code)), event: { kind: 'declined', by: meId } }),
    );

  /** Puts the game away on the server too, so a reload no longer brings it back. */
  const newGame = () =>
    run('Could not leave the game', async () => {
      await dismissGame(code).catch((error: unknown) => {
        // Unknown to the server (404): nothing to put away.
        if (!isErrorShaped(error) || error.status !== 404) throw error;
      });
      dismiss();
    });

  return { offer, busy, accept, decline, newGame };
}
