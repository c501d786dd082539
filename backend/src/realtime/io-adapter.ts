import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { MessageDispatch } from './message-dispatch';

/**
 * Socket.IO with CORS limited to the CORS_ORIGINS allow-list (the Origin check itself is in SocketHandshake's
 * middleware), a largest incoming message (a bigger one closes that connection) and, with REDIS_URL, the Redis
 * adapter, so rooms and broadcasts span every instance sharing it. Messages reach the gateways through MessageDispatch.
 */
export class AppIoAdapter extends IoAdapter {
  private readonly logger = new Logger(AppIoAdapter.name);
  private clients: { isReady: boolean; isOpen: boolean; destroy(): void; close(): Promise<unknown> }[] = [];
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;
  private readonly dispatch: MessageDispatch;

  constructor(
    app: INestApplicationContext,
    private readonly corsOrigins: readonly string[],
    private readonly maxMessageBytes: number,
  ) {
    super(app);
    this.dispatch = new MessageDispatch(app, (payload) => this.mapPayload(payload), this.logger);
  }

  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    this.dispatch.bind(socket, handlers, transform);
  }

  async connectRedis(url: string): Promise<void> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    this.clients = [publisher, subscriber];
    for (const client of [publisher, subscriber])
      client.on('error', (error) => this.logger.error(`Redis: ${String(error)}`));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    // The adapter fires publishes and forgets them; with Redis away they time out, and an unhandled rejection would
    // take the whole instance down. A lost broadcast is survivable (clients resync from PostgreSQL): log it.
    const publish = publisher.publish.bind(publisher);
    Object.assign(publisher, {
      publish: (...args: Parameters<typeof publish>) =>
        publish(...args).catch((error: unknown) => {
          this.logger.warn(`Redis publish lost: ${String(error)}`);
          return 0;
        }),
    });
    this.adapterConstructor = createAdapter(publisher, subscriber);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      cors: { origin: [...this.corsOrigins], credentials: true },
      maxHttpBufferSize: this.maxMessageBytes,
    } as ServerOptions) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Server): Promise<void> {
    // With Redis away, closing the adapter would wait for its unsubscribe commands forever (they sit in the offline
    // queue): drop those connections first so a shutdown finishes.
    for (const client of this.clients) if (!client.isReady) client.destroy();
    this.clients = this.clients.filter((client) => client.isOpen);
    await super.close(server);
  }

  override async dispose(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close().catch(() => undefined)));
    this.clients = [];
  }
}
