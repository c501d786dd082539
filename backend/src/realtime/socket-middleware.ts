import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import type { Config } from '../config/config';
import { runWithContext } from '../logging/request-context';
import type { MetricsService } from '../metrics/metrics.service';
import { clientIpOf } from '../limits/client-ip';
import { type ConnectionCounter, limitConnectionsPerIp, limitLookupRate, limitMessageRate } from './socket-limits';

const logger = new Logger('SocketLimits');

/** Socket.IO hands the message to its handlers synchronously from next(): they run inside this context. */
const withTraceId = (_packet: unknown[], next: () => void) => runWithContext({ traceId: randomUUID() }, next);

/**
 * What runs before the gateway sees a connection or a message: the per-IP connection limit at the handshake (before
 * the Origin check and authentication, so a flood costs no token checks; counted across instances by `connections`); then, for each message, a trace id for the
 * logs, the per-socket rate limit and the lower one for the lookups (LOOKUP_EVENTS). Message limits are per socket, so in memory:
 * a socket lives on one instance. Also points the connected-sockets gauge at this server.
 */
export function applySocketMiddleware(
  server: Server,
  config: Pick<Config, 'socketRateLimit' | 'socketLookupRateLimit' | 'trustProxy'>,
  metrics: MetricsService,
  connections: ConnectionCounter,
): void {
  server.use(
    limitConnectionsPerIp(connections, clientIpOf(config.trustProxy), () =>
      metrics.recordSocketRefusal('too-many-connections'),
    ),
  );
  // Made once, not per connection: every closure a connection keeps is heap each idle socket pays for.
  const onLimited = (socket: Socket) => {
    metrics.recordSocketRefusal('rate-limited');
    const user = (socket.data as { user?: { id: number } }).user;
    logger.warn(`Socket ${socket.id} of user ${user?.id ?? '?'} sent messages too fast: disconnected`);
  };
  server.on('connection', (socket) => {
    socket.use(withTraceId);
    socket.use(limitMessageRate(socket, config.socketRateLimit, onLimited));
    socket.use(limitLookupRate(config.socketLookupRateLimit));
  });
  metrics.countSocketsWith(() => server.of('/').sockets.size);
}
