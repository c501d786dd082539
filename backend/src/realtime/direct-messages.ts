import { Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';

/** A socket message's handler with its own check of a plain valid payload. */
export interface DirectMessage {
  accepts(payload: unknown): boolean;
  handle(socket: Socket, payload: unknown): Promise<unknown>;
}

/**
 * The socket messages answered around Nest's per-message pipeline (its RxJS observables, pipes and exception filter
 * took about a tenth of the server's CPU per action in the bench's saturated shape): the adapter hands a payload that
 * passes the shape limits and the handler's own check straight to the handler, and acknowledges its answer or, on a
 * throw, what the exception filter would have. Any other payload still goes through Nest, which words the refusal.
 */
@Injectable()
export class DirectMessages {
  private readonly handlers = new Map<string, DirectMessage>();

  register(message: string, handler: DirectMessage): void {
    this.handlers.set(message, handler);
  }

  get(message: string): DirectMessage | undefined {
    return this.handlers.get(message);
  }
}
