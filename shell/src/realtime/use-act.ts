import type { ActionOutcome } from '@tabletop/board-kit';
import { useCallback } from 'react';
import { waitAtMost } from '../async/wait-at-most';
import { ACTION_TIMEOUT_MS, sendAction, UNDELIVERED_ERRORS, type ActionChannel } from './send-action';
import type { GameConnection } from './use-game-connection';
import type { GameSync } from './use-game-sync';

export interface ActingOptions {
  connection: Pick<GameConnection, 'current' | 'arriving'>;
  sync: Pick<GameSync, 'latest' | 'receive' | 'takePatch' | 'resync'>;
  /** Shows a connection problem to the player. */
  notify(message: string): void;
}

/** Sends a board action for the user's game and takes what it made; the outcome goes back to the board. */
export function useAct({ connection: { current, arriving }, sync, notify }: ActingOptions) {
  const { latest, receive, takePatch, resync } = sync;
  return useCallback(
    async (action: unknown): Promise<ActionOutcome> => {
      // The board is drawn before the connection is made (board-first.ts): a move made that soon waits for it, up to
      // the time a move waits for its answer, and then for its answer.
      const connection = current() ?? (await waitAtMost(arriving(), ACTION_TIMEOUT_MS, null));
      const held = latest.current;
      if (!connection || !held) {
        notify(UNDELIVERED_ERRORS.notConnected);
        return { ok: false, error: UNDELIVERED_ERRORS.notConnected };
      }
      const { outcome, adopt, version, applied } = await sendAction(
        connection as unknown as ActionChannel,
        held,
        action,
      );
      if (adopt) receive(adopt);
      if (applied) takePatch(applied);
      // An action applied already (a retry) comes without its patch: fetch what it made if it is not on screen.
      else if (version !== undefined && (latest.current?.version ?? -1) < version) resync(held.code);
      // The board shows refusals; an action that never reached the server is a connection problem to report.
      if (!outcome.ok && outcome.error === UNDELIVERED_ERRORS.noAnswer) notify(outcome.error);
      return outcome;
    },
    [current, arriving, latest, receive, takePatch, resync, notify],
  );
}
