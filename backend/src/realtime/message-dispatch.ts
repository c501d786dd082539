import type { INestApplicationContext, Logger } from '@nestjs/common';
import { GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { GATEWAY_METADATA, MESSAGE_MAPPING_METADATA, MESSAGE_METADATA } from '@nestjs/websockets/constants';
import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { selfChecking } from '../security/untrusted-payload.pipe';
import { payloadProblem } from '../security/untrusted-payload';
import { rateLimitBucketOf } from '../security/rate-limit';
import { failureAck } from './ws-validation';

/** How Nest numbers a gateway handler's parameters (WsParamtype, which @nestjs/websockets does not export). */
const WS_SOCKET = 0;
const WS_PAYLOAD = 3;

const NEST_CALLBACKS = Symbol('nest message callbacks');

type NestCallback = MessageMappingProperties['callback'];

/** A socket with the gateways' callbacks for it, as Nest made them (each bound to this socket), by message slot. */
type BoundSocket = Socket & {
  [NEST_CALLBACKS]?: { callbacks: NestCallback[]; transform: (data: unknown) => Observable<unknown> };
};

/** What one message's handling shares across sockets: its slot in each socket's callbacks, and its listener. */
interface SharedMessage {
  slot: number;
  isAckHandledManually: boolean;
  listener: (this: Socket, ...payload: unknown[]) => void;
}

/** A handler answered around Nest's pipeline: its payload's own check, and the call of the gateway's method. */
interface DirectHandler {
  problem(payload: unknown): string | null;
  handle(socket: Socket, payload: unknown): Promise<unknown>;
}

/**
 * How a socket's messages reach the gateways: the one place the realtime module leaves Nest's own dispatch, because
 * that dispatch costs the server a large share of its CPU per action (bench/README.md, `--against`).
 *
 * - Binding. Nest's keeps an RxJS pipeline (fromEvent, mergeMap, takeUntil) per handler per socket for the socket's
 *   whole life. Here each socket keeps only the callbacks Nest bound to it, by slot, and listens with functions shared
 *   by every socket (Socket.IO calls a listener with the socket as `this`); the handler's result is the
 *   acknowledgement, and an `{ event, data }` result is emitted instead.
 * - Direct messages. A `@SubscribeMessage` handler whose `@MessageBody()` class checks itself (a static `problem`, as
 *   ActionDto does) and that has no guards, interceptors, pipes or rate limit of its own is called straight, without
 *   Nest's guards, pipes and exception filter: its payload is judged by the shape limits and that check (once), a
 *   refusal or a throw is acknowledged as WsAckFilter words it. Every other message, and any message sent without an
 *   acknowledgement, goes through Nest. The gateways' decorators stay the only declaration of each message: this class
 *   reads them.
 */
export class MessageDispatch {
  private readonly messages = new Map<string, SharedMessage>();
  private direct: Map<string, DirectHandler> | undefined;

  constructor(
    private readonly app: INestApplicationContext,
    /** Nest's reading of a message's arguments as the data and the acknowledgement (IoAdapter.mapPayload). */
    private readonly mapPayload: (payload: unknown[]) => { data?: unknown; ack?: unknown },
    private readonly logger: Pick<Logger, 'warn' | 'error'>,
  ) {}

  bind(socket: Socket, handlers: MessageMappingProperties[], transform: (data: unknown) => Observable<unknown>): void {
    const bound = ((socket as BoundSocket)[NEST_CALLBACKS] ??= { callbacks: [], transform });
    for (const { message, callback, isAckHandledManually } of handlers) {
      const shared = this.sharedMessage(message as string, isAckHandledManually);
      bound.callbacks[shared.slot] = callback;
      socket.on(message as string, shared.listener);
    }
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
    const direct = this.directHandlers().get(message);
    if (direct && typeof ack === 'function') {
      const answer = ack as (response: unknown) => void;
      const problem = payloadProblem(data) ?? direct.problem(data);
      if (problem !== null) return answer({ ok: false, error: problem });
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

  /** Read from the gateways' decorators once they exist (sockets connect only after the application is up). */
  private directHandlers(): Map<string, DirectHandler> {
    this.direct ??= directHandlers(this.gateways());
    return this.direct;
  }

  private gateways(): object[] {
    const modules = [...this.app.get(ModulesContainer, { strict: false }).values()];
    return modules.flatMap((module) =>
      [...module.providers.values()].flatMap(({ metatype, instance }) =>
        metatype && instance && Reflect.getMetadata(GATEWAY_METADATA, metatype) ? [instance as object] : [],
      ),
    );
  }
}

/** The direct handlers among these gateways' messages, by message. */
export function directHandlers(gateways: readonly object[]): Map<string, DirectHandler> {
  const handlers = new Map<string, DirectHandler>();
  for (const gateway of gateways) {
    const prototype = Object.getPrototypeOf(gateway) as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = prototype[name];
      if (typeof method !== 'function' || !Reflect.getMetadata(MESSAGE_MAPPING_METADATA, method)) continue;
      const handler = directHandler(gateway, name, method as (...args: unknown[]) => Promise<unknown>);
      if (handler) handlers.set(Reflect.getMetadata(MESSAGE_METADATA, method) as string, handler);
    }
  }
  return handlers;
}

function directHandler(
  gateway: object,
  name: string,
  method: (...args: unknown[]) => Promise<unknown>,
): DirectHandler | undefined {
  const type = gateway.constructor;
  const enhanced = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA].some(
    (key) => (Reflect.getMetadata(key, method) as unknown[] | undefined)?.length,
  );
  const classGuarded = [GUARDS_METADATA, INTERCEPTORS_METADATA].some(
    (key) => (Reflect.getMetadata(key, type) as unknown[] | undefined)?.length,
  );
  if (enhanced || classGuarded || rateLimitBucketOf(method)) return undefined;
  const params = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<
      string,
      { index: number; pipes?: unknown[] }
    >,
  ).map(([key, param]) => ({ kind: Number(key.split(':')[0]), ...param }));
  const body = params.find((param) => param.kind === WS_PAYLOAD);
  const socket = params.find((param) => param.kind === WS_SOCKET);
  const types = (Reflect.getMetadata('design:paramtypes', Object.getPrototypeOf(gateway), name) ?? []) as unknown[];
  const payloadType = body ? types[body.index] : undefined;
  if (!body || !socket || params.length !== 2 || body.pipes?.length || !selfChecking(payloadType)) return undefined;
  return {
    problem: (payload) => payloadType.problem(payload),
    handle: (client, payload) => {
      const args: unknown[] = [];
      args[socket.index] = client;
      args[body.index] = payload;
      return method.apply(gateway, args);
    },
  };
}

function isEventResponse(response: unknown): response is { event: string; data: unknown } {
  return (
    typeof response === 'object' && response !== null && typeof (response as { event?: unknown }).event === 'string'
  );
}
