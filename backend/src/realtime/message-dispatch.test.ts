import type { INestApplicationContext } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, type MessageMappingProperties } from '@nestjs/websockets';
import { from } from 'rxjs';
import type { Socket } from 'socket.io';
import { RateLimit } from '../security/rate-limit';
import { ActingGateway } from './acting.gateway';
import { ConnectionGateway } from './connection.gateway';
import { MessageDispatch, directHandlers } from './message-dispatch';
import { SyncGateway } from './sync.gateway';
import { WatchingGateway } from './watching.gateway';

/** A payload class that checks itself, as ActionDto does. */
class Checked {
  static problem(value: unknown): string | null {
    return (value as { valid?: unknown }).valid === true ? null : 'valid must be true';
  }
}

class Plain {
  valid: boolean;
}

class Gateway {
  readonly handled: unknown[] = [];

  @SubscribeMessage('direct')
  async direct(@ConnectedSocket() socket: Socket, @MessageBody() payload: Checked) {
    this.handled.push(payload);
    if ((payload as { fail?: boolean }).fail) throw new Error('secret detail');
    return { ok: true, from: (socket as unknown as { id: string }).id };
  }

  @SubscribeMessage('plain')
  async plain(@ConnectedSocket() _socket: Socket, @MessageBody() payload: Plain) {
    return payload;
  }

  @RateLimit('watch')
  @SubscribeMessage('limited')
  async limited(@ConnectedSocket() _socket: Socket, @MessageBody() payload: Checked) {
    return payload;
  }
}

const quiet = { warn: () => undefined, error: () => undefined };
const mapPayload = (payload: unknown[]) =>
  typeof payload[payload.length - 1] === 'function'
    ? { data: payload.length > 1 ? payload[0] : undefined, ack: payload[payload.length - 1] }
    : { data: payload[0] };

/** A dispatch whose application holds `gateway`, and a socket bound to Nest callbacks that answer "through Nest". */
function setup(gateway: object, nestAnswer: (message: string, data: unknown) => unknown = (m) => `${m} through Nest`) {
  const app = {
    get: () => new Map([['module', { providers: new Map([['g', { metatype: Gateway, instance: gateway }]]) }]]),
  };
  Reflect.defineMetadata('websockets:is_gateway', true, Gateway);
  const dispatch = new MessageDispatch(app as unknown as INestApplicationContext, mapPayload, quiet);
  const nest = jest.fn((message: string, data: unknown) => Promise.resolve(nestAnswer(message, data)));
  return {
    dispatch,
    nest,
    bind: (id: string, messages: string[], manual: string[] = []) => bind(dispatch, nest, id, messages, manual),
  };
}

function bind(dispatch: MessageDispatch, nest: jest.Mock, id: string, messages: string[], manual: string[]) {
  const listeners = new Map<string, (...payload: unknown[]) => void>();
  const socket = {
    id,
    on: (event: string, listener: (...payload: unknown[]) => void) => listeners.set(event, listener),
  };
  const handlers = messages.map((message) => ({
    message,
    callback: (data: unknown) => nest(message, data),
    isAckHandledManually: manual.includes(message),
  })) as unknown as MessageMappingProperties[];
  dispatch.bind(socket as unknown as Socket, handlers, (data) => from(data as Promise<unknown>));
  return (message: string, data: unknown) =>
    new Promise<unknown>((resolve) => {
      listeners.get(message)!.call(socket, data, resolve);
      setTimeout(() => resolve('no acknowledgement'), 20);
    });
}

describe("MessageDispatch: direct messages, read from the gateways' decorators", () => {
  it('calls a handler whose payload checks itself straight, and only such a handler without a rate limit', () => {
    expect([...directHandlers([new Gateway()]).keys()]).toEqual(['direct']);
  });

  it("of our gateways, answers only `action` straight: every player's every move", () => {
    const ours = [ConnectionGateway, SyncGateway, ActingGateway, WatchingGateway].map(
      (type) => Object.create(type.prototype) as object,
    );
    expect([...directHandlers(ours).keys()]).toEqual(['action']);
  });

  it('answers a valid payload with the handler, its socket and payload in place, and never asks Nest', async () => {
    const gateway = new Gateway();
    const { bind, nest } = setup(gateway);
    const send = bind('socket-1', ['direct', 'plain']);
    await expect(send('direct', { valid: true })).resolves.toEqual({ ok: true, from: 'socket-1' });
    expect(gateway.handled).toEqual([{ valid: true }]);
    expect(nest).not.toHaveBeenCalled();
    await expect(send('plain', { valid: 1 })).resolves.toBe('plain through Nest');
  });

  it("refuses in the words of the payload's check or of the shape limits, without calling the handler", async () => {
    const gateway = new Gateway();
    const send = setup(gateway).bind('socket-1', ['direct']);
    await expect(send('direct', { valid: false })).resolves.toEqual({ ok: false, error: 'valid must be true' });
    const hostile = JSON.parse('{"valid":true,"constructor":1}') as unknown;
    await expect(send('direct', hostile)).resolves.toEqual({ ok: false, error: 'Property constructor is not allowed' });
    expect(gateway.handled).toEqual([]);
  });

  it('acknowledges a handler that throws as the exception filter would, without the details', async () => {
    const send = setup(new Gateway()).bind('socket-1', ['direct']);
    await expect(send('direct', { valid: true, fail: true })).resolves.toEqual({ ok: false, error: 'Internal error' });
  });
});

describe('MessageDispatch: Nest handlers kept per socket', () => {
  it('answers each message with the handler Nest bound to that socket, whatever order they came in', async () => {
    const { dispatch } = setup(new Gateway());
    const answer = (name: string) =>
      jest.fn((message: string, data: unknown) => Promise.resolve(`${message} from ${name}: ${String(data)}`));
    const first = bind(dispatch, answer('first'), 'a', ['sync', 'presence', 'watch'], []);
    const second = bind(dispatch, answer('second'), 'b', ['watch', 'sync', 'presence'], []);
    await expect(first('presence', 1)).resolves.toBe('presence from first: 1');
    await expect(second('presence', 2)).resolves.toBe('presence from second: 2');
    await expect(second('sync', 3)).resolves.toBe('sync from second: 3');
    await expect(first('watch', 4)).resolves.toBe('watch from first: 4');
  });

  it('leaves the acknowledgement to a handler that sends it itself', async () => {
    const send = setup(new Gateway()).bind('a', ['sync', 'reauth'], ['reauth']);
    await expect(send('reauth', 1)).resolves.toBe('no acknowledgement');
    await expect(send('sync', 2)).resolves.toBe('sync through Nest');
  });
});
