import type { ActionAck } from '@tabletop/protocol';
import { newActionId } from './action-id';
import { sendAction, type ActionChannel } from './send-action';

function channelAnswering(error: Error | null, answer?: ActionAck) {
  const emit = jest.fn((_event: 'action', _request: unknown, ack: (e: Error | null, a: ActionAck) => void) =>
    ack(error, answer as ActionAck),
  );
  const channel: ActionChannel = { timeout: () => ({ emit }) };
  return { channel, emit };
}

describe('sendAction', () => {
  const match = { code: 'AB12', version: 4 };

  it('sends the code, the version seen and a fresh id', async () => {
    const { channel, emit } = channelAnswering(null, { ok: true, version: 5 });
    await expect(sendAction(channel, match, { board: 1, cell: 2 }, () => 'id-1')).resolves.toEqual({
      outcome: { ok: true },
      version: 5,
    });
    expect(emit.mock.calls[0][1]).toEqual({ code: 'AB12', version: 4, action: { board: 1, cell: 2 }, id: 'id-1' });
  });

  it('hands back the patch the acknowledgement carries, to apply', async () => {
    const patch = { from: 4, version: 5, ops: [[['state', 'n'], 1]] as [string[], number][] };
    const { channel } = channelAnswering(null, { ok: true, version: 5, patch });
    await expect(sendAction(channel, match, {})).resolves.toEqual({
      outcome: { ok: true },
      version: 5,
      applied: { code: 'AB12', ...patch },
    });
  });

  it('hands back the server state of a stale action to adopt', async () => {
    const newer = {
      ...match,
      version: 6,
      game: 'super_tic_tac_toe',
      player: null,
      gameOver: false,
      score: [],
      state: {},
    };
    const { channel } = channelAnswering(null, { ok: false, error: 'stale', state: newer });
    await expect(sendAction(channel, match, {})).resolves.toEqual({
      outcome: { ok: false, error: 'stale' },
      adopt: newer,
    });
  });

  it('reports a timeout as a failure', async () => {
    const { channel } = channelAnswering(new Error('operation has timed out'));
    const sent = await sendAction(channel, match, {});
    expect(sent.outcome.ok).toBe(false);
  });
});

describe('newActionId', () => {
  it('falls back when crypto.randomUUID is missing (non-secure origins)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newActionId();
      const b = newActionId();
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
