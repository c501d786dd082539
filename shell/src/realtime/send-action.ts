import type { ActionOutcome } from '@tabletop/board-kit';
import type { GameState } from '@tabletop/game-kit';
import type { ActionAck, ClientToServerEvents, GameStatePatch } from '@tabletop/protocol';
import { newActionId } from './action-id';

export const ACTION_TIMEOUT_MS = 10_000;

/** The refusals the shell makes itself, when an action cannot reach the server. */
export const UNDELIVERED_ERRORS = {
  notConnected: 'Not connected to a game',
  noAnswer: 'The server did not answer; try again',
} as const;

/** The part of a socket sending an action needs; a fake in tests. */
export interface ActionChannel {
  timeout(ms: number): {
    emit(
      event: 'action',
      request: Parameters<ClientToServerEvents['action']>[0],
      ack: (error: Error | null, answer: ActionAck) => void,
    ): unknown;
  };
}

export interface SentAction {
  outcome: ActionOutcome;
  /** The server's newer state when the action was made against a stale one: adopt it. */
  adopt?: GameState;
  /** The version the action made. */
  version?: number;
  /** What the action changed (the server sends it with the acknowledgement instead of pushing it): apply it. */
  applied?: GameStatePatch;
}

/** Sends one action against the version the user saw, and reads the acknowledgement. */
export function sendAction(
  channel: ActionChannel,
  match: Pick<GameState, 'code' | 'version'>,
  action: unknown,
  newId: () => string = newActionId,
): Promise<SentAction> {
  return new Promise((resolve) => {
    const request = { code: match.code, version: match.version, action, id: newId() };
    channel.timeout(ACTION_TIMEOUT_MS).emit('action', request, (error, answer) => {
      if (error || !answer) resolve({ outcome: { ok: false, error: UNDELIVERED_ERRORS.noAnswer } });
      else if (answer.ok)
        resolve({
          outcome: { ok: true },
          version: answer.version,
          ...(answer.patch ? { applied: { code: match.code, ...answer.patch } } : {}),
        });
      else resolve({ outcome: { ok: false, error: answer.error }, ...(answer.state ? { adopt: answer.state } : {}) });
    });
  });
}
