import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The connection whose action is being handled, and its user. */
interface Acting {
  userId: number;
  connectionId: string;
}

/**
 * Which connection made the change being broadcast, so the transport can leave it out of the patch push: it is
 * answered with its patch in the acknowledgement. ActingGateway runs an action inside `run`; the authority and its ports
 * never see a connection. Only a change by the same user counts: a computer's reply, started from inside the scope,
 * is not the acting connection's own move.
 */
@Injectable()
export class ActingConnection {
  private readonly storage = new AsyncLocalStorage<Acting>();

  run<T>(userId: number, connectionId: string, work: () => T): T {
    return this.storage.run({ userId, connectionId }, work);
  }

  /** The acting connection, when the change being sent is `mover`'s and was made from one. */
  of(mover: number | undefined): string | undefined {
    const acting = this.storage.getStore();
    return acting !== undefined && acting.userId === mover ? acting.connectionId : undefined;
  }
}
