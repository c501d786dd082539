import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/** Socket.IO over Redis pub/sub, so rooms and broadcasts span every instance that shares REDIS_URL. */
export class RedisIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RedisIoAdapter.name);
  private clients: { close(): Promise<unknown> }[] = [];
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;

  constructor(app: INestApplicationContext) {
    super(app);
  }

  async connect(url: string): Promise<void> {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    this.clients = [publisher, subscriber];
    for (const client of [publisher, subscriber])
      client.on('error', (error) => this.logger.error(`Redis: ${String(error)}`));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    this.adapterConstructor = createAdapter(publisher, subscriber);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async dispose(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close().catch(() => undefined)));
    this.clients = [];
  }
}
