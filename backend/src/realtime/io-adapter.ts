import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { payloadProblem } from '../security/untrusted-payload';
import { DirectMessages } from './direct-messages';
import { failureAck } from './ws-validation';

const NEST_CALLBACKS = Symbol('nest message callbacks');

type NestCallback = MessageMappingProperties['callback'];

/** A socket with the gateway's callbacks for it, as Nest made them (each bound to this socket), by message slot. */
type BoundSocket = Socket & {
  [NEST_CALLBACKS]?: { callbacks: NestCallback[]; transform: (data: unknown) => Observable<unknown> };
};

/** What one message's handling shares across sockets: its slot in each socket's callbacks, and its listener. */
interface SharedMessage {
  slot: number;
  isAckHandledManually: boolean;
  listener: (this: Socket, ...payload: unknown[]) => void;
}

/**
 * Socket.IO with CORS limited to the CORS_ORIGINS allow-list (the Origin check itself is in the gateway's handshake
 * middleware), a largest incoming message (a bigger one closes that connection) and, with REDIS_URL, the Redis
 * adapter, so rooms and broadcasts span every instance sharing it.
 */
export class AppIoAdapter extends IoAdapter {
  private readonly logger = new Logger(AppIoAdapter.name);
  private clients: { isReady: boolean; isOpen: boolean; destroy(): void; close(): Promise<unknown> }[] = [];
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly corsOrigins: readonly string[],
    private readonly maxMessageBytes: number,
  ) {
    super(app);
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

  /**
   * Nest's own binding keeps an RxJS pipeline (fromEvent, mergeMap, takeUntil) subscribed for every handler of every
   * socket for the socket's whole life: heap that each idle connection pays. Instead each socket keeps only the
   * callbacks Nest bound to it, by slot, and listens with functions shared by every socket (Socket.IO calls a listener
   * with the socket as `this`): the handler's result is the acknowledgement, and an `{ event, data }` result is emitted
   * instead. What is the same for every socket (the message, whether it acknowledges itself) is kept once.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    const bound = ((socket as BoundSocket)[NEST_CALLBACKS] ??= { callbacks: [], transform });
    for (const { message, callback, isAckHandledManually } of handlers) {
      const shared = this.sharedMessage(message as string, isAckHandledManually);
      bound.callbacks[shared.slot] = callback;
      socket.on(message as string, shared.listener);
    }
  }

  private readonly messages = new Map<string, SharedMessage>();
  private direct: DirectMessages | undefined;

  /** Read from the application once its gateway has registered them (sockets connect only after that). */
  private directMessages(): DirectMessages {
    this.direct ??= this.app.get<DirectMessages>(DirectMessages, { strict: false });
    return this.direct!;
  }

  private sharedMessage(message: string, isAckHandledManually: boolean): SharedMessage {
    let shared = this.messages.get(message);
    if (shared) return shared;
    const dispatch = (socket: BoundSocket, payload: unknown[]) => this.dispatch(socket, message, shared!, payload);
    shared = {
      slot: this.messages.size,
      isAckHandledManually,
      listener: function (this: Socket, ...payload: unknown[]) {
        dispatch(this as BoundSocket, payload);
      },
    };
    this.messages.set(message, shared);
    return shared;
  }

  private dispatch(socket: BoundSocket, message: string, shared: SharedMessage, payload: unknown[]): void {
    const bound = socket[NEST_CALLBACKS];
    const callback = bound?.callbacks[shared.slot];
    if (!bound || !callback) return;
    const { data, ack } = this.mapPayload(payload);
    const direct = this.directMessages().get(message);
    if (direct && typeof ack === 'function' && payloadProblem(data) === null && direct.accepts(data)) {
      const answer = ack as (response: unknown) => void;
      direct.handle(socket, data).then(answer, (error: unknown) => answer(failureAck(error, this.logger)));
      return;
    }
    bound.transform(callback(data, ack)).subscribe({
      next: (response) => {
        if (response === null || response === undefined) return;
        if (isEventResponse(response)) socket.emit(response.event, response.data);
        else if (!shared.isAckHandledManually && typeof ack === 'function') ack(response);
      },
      error: (error: unknown) => this.logger.error(`Handler of ${message} failed: ${String(error)}`),
    });
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

function isEventResponse(response: unknown): response is { event: string; data: unknown } {
  return (
    typeof response === 'object' && response !== null && typeof (response as { event?: unknown }).event === 'string'
  );
}
