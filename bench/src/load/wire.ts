import type { Socket } from 'socket.io-client';
import type { Recorder } from './recorder';

/**
 * Counts the websocket frames that carry a state update to this client: the engine.io packets whose Socket.IO event
 * starts with one of `prefixes`. A frame is the engine.io type digit ('4' = message) followed by the packet data.
 */
export function countStateFrames(socket: Socket, prefixes: string[], recorder: Recorder): void {
  socket.io.engine.on('packet', (packet) => {
    const data = packet.data;
    if (packet.type !== 'message' || typeof data !== 'string') return;
    if (prefixes.some((prefix) => data.startsWith(prefix))) recorder.stateMessage(Buffer.byteLength(data) + 1);
  });
}
