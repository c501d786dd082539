import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { ServerNotice } from '@tabletop/protocol';
import { MatchAuthority } from '../match/authority';
import { SocketTransport } from './socket-transport';

/** How long a shutdown waits for actions already taken to be written. */
export const DRAIN_TIMEOUT_MS = 10_000;

export const DRAINING_NOTICE: ServerNotice = {
  reason: 'draining',
  message: 'This server is restarting; reconnecting',
  reconnect: true,
};

/**
 * On shutdown (after main.ts stopped accepting connections, before the database closes): new actions are refused as
 * unavailable, the ones in flight finish and are acknowledged, then every socket here is told to reconnect (to
 * another instance) and closed. Socket.IO clients do not reconnect by themselves after a server-side disconnect.
 */
@Injectable()
export class DrainService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DrainService.name);

  constructor(
    private readonly authority: MatchAuthority,
    private readonly transport: SocketTransport,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log('Draining: refusing new actions, finishing those in flight');
    await this.authority.drain(DRAIN_TIMEOUT_MS);
    // The last actions' acknowledgements are sent a few promise steps after the authority finished: let them out.
    await new Promise((resolve) => setImmediate(resolve));
    this.transport.closeLocalConnections(DRAINING_NOTICE);
    this.logger.log('Drained: clients told to reconnect');
  }
}
