import type { INestApplicationContext } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { from, of } from 'rxjs';
import type { Socket } from 'socket.io';
import { DirectMessages } from './direct-messages';
import { AppIoAdapter } from './io-adapter';

/** A socket as far as the adapter binds it: the listeners it registers, called as Socket.IO calls them. */
function boundSocket(adapter: AppIoAdapter, nest: jest.Mock) {
  const listeners = new Map<string, (...payload: unknown[]) => void>();
  const socket = { on: (event: string, listener: (...payload: unknown[]) => void) => listeners.set(event, listener) };
  const handlers = [
    { message: 'action', callback: nest, isAckHandledManually: false },
  ] as unknown as MessageMappingProperties[];
  adapter.bindMessageHandlers(socket as unknown as Socket, handlers, (data) => of(data));
  return (data: unknown) => new Promise<unknown>((resolve) => listeners.get('action')!.call(socket, data, resolve));
}

describe('AppIoAdapter: messages answered around Nest (DirectMessages)', () => {
  const direct = new DirectMessages();
  const app = { get: () => direct } as unknown as INestApplicationContext;
  const adapter = new AppIoAdapter(app, [], 16_384);
  const handle = jest.fn();
  const nest = jest.fn(() => Promise.resolve({ ok: false, error: 'worded by Nest' }));
  direct.register('action', { accepts: (payload) => (payload as { valid?: unknown }).valid === true, handle });

  beforeEach(() => jest.clearAllMocks());

  it('hands a payload its check accepts straight to the handler and acknowledges the answer', async () => {
    handle.mockResolvedValueOnce({ ok: true, version: 3 });
    await expect(boundSocket(adapter, nest)({ valid: true })).resolves.toEqual({ ok: true, version: 3 });
    expect(handle).toHaveBeenCalledTimes(1);
    expect(nest).not.toHaveBeenCalled();
  });

  it('acknowledges a handler that throws as the exception filter would, without the details', async () => {
    handle.mockRejectedValueOnce(new Error('secret detail'));
    await expect(boundSocket(adapter, nest)({ valid: true })).resolves.toEqual({ ok: false, error: 'Internal error' });
  });

  it('sends what its check refuses, or what breaks the shape limits, through Nest', async () => {
    const send = boundSocket(adapter, nest);
    await expect(send({ valid: false })).resolves.toEqual({ ok: false, error: 'worded by Nest' });
    await expect(send({ valid: true, constructor: 1 })).resolves.toEqual({ ok: false, error: 'worded by Nest' });
    expect(handle).not.toHaveBeenCalled();
    expect(nest).toHaveBeenCalledTimes(2);
  });
});

describe('AppIoAdapter: Nest handlers kept per socket', () => {
  const app = { get: () => new DirectMessages() } as unknown as INestApplicationContext;

  /** A socket bound to Nest callbacks that answer with their message and the socket's name. */
  function bind(adapter: AppIoAdapter, name: string, messages: string[], manual: string[] = []) {
    const listeners = new Map<string, (...payload: unknown[]) => void>();
    const socket = { on: (event: string, listener: (...payload: unknown[]) => void) => listeners.set(event, listener) };
    const handlers = messages.map((message) => ({
      message,
      callback: (data: unknown) => Promise.resolve(`${message} from ${name}: ${String(data)}`),
      isAckHandledManually: manual.includes(message),
    })) as unknown as MessageMappingProperties[];
    adapter.bindMessageHandlers(socket as unknown as Socket, handlers, (data) => from(data as Promise<unknown>));
    return (message: string, data: unknown) =>
      new Promise<unknown>((resolve) => {
        listeners.get(message)!.call(socket, data, resolve);
        setTimeout(() => resolve('no acknowledgement'), 20);
      });
  }

  it('answers each message with the handler Nest bound to that socket, whatever order they came in', async () => {
    const adapter = new AppIoAdapter(app, [], 16_384);
    const first = bind(adapter, 'first', ['sync', 'presence', 'watch']);
    const second = bind(adapter, 'second', ['watch', 'sync', 'presence']);
    await expect(first('presence', 1)).resolves.toBe('presence from first: 1');
    await expect(second('presence', 2)).resolves.toBe('presence from second: 2');
    await expect(second('sync', 3)).resolves.toBe('sync from second: 3');
    await expect(first('watch', 4)).resolves.toBe('watch from first: 4');
  });

  it('leaves the acknowledgement to a handler that sends it itself', async () => {
    const adapter = new AppIoAdapter(app, [], 16_384);
    const send = bind(adapter, 'one', ['sync', 'reauth'], ['reauth']);
    await expect(send('reauth', 1)).resolves.toBe('no acknowledgement');
    await expect(send('sync', 2)).resolves.toBe('sync from one: 2');
  });
});
