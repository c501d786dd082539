import type { FakeSocket } from './fake-socket';

type Ack = (error: Error | null, answer?: unknown) => void;

/** Makes `socket.timeout(ms).emit(event, request, ack)` answer from a table; unknown events time out. */
export function answerEmits(socket: FakeSocket, answers: Record<string, (request: unknown) => unknown>) {
  const emit = jest.fn((event: string, request: unknown, ack: Ack) => {
    const answer = answers[event];
    if (answer) ack(null, answer(request));
    else ack(new Error('operation has timed out'));
  });
  socket.timeout.mockImplementation(() => ({ emit }));
  return emit;
}
