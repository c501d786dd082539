import type { INestApplicationContext } from '@nestjs/common';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { of } from 'rxjs';
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
