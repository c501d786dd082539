import type { Socket } from 'socket.io-client';
import type { Recorder } from './recorder';

/** A Socket.IO acknowledgement (packet type 3, its id, its arguments) that carries a state patch. */
export const ACK_WITH_PATCH = /^3\d+\[\{.*"patch":\{/;

/**
 * Counts the websocket frames that carry a state update to this client: the engine.io packets whose Socket.IO packet
 * starts with one of `prefixes` (or matches one of the patterns: an acknowledgement carrying a patch is one too). A
 * frame is the engine.io type digit ('4' = message) followed by the packet data.
 */
export function countStateFrames(socket: Socket, prefixes: (string | RegExp)[], recorder: Recorder): void {
  socket.io.engine.on('packet', (packet) => {
    const data = packet.data;
    if (packet.type !== 'message' || typeof data !== 'string') return;
    const matches = (prefix: string | RegExp) =>
      typeof prefix === 'string' ? data.startsWith(prefix) : prefix.test(data);
    if (prefixes.some(matches)) recorder.stateMessage(Buffer.byteLength(data) + 1);
  });
}
