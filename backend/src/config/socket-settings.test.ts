import { hostname } from 'node:os';
import { ConfigError, loadConfig } from './config';

describe('the socket limit and metrics settings', () => {
  it('have the documented defaults', () => {
    const config = loadConfig({});
    expect(config.socketMaxMessageBytes).toBe(16_384);
    expect(config.socketRateLimit).toEqual({ limit: 40, windowMs: 2000 });
    expect(config.socketConnectionsPerIp).toBe(20);
    expect(config.instanceId).toBe(`${hostname()}-${process.pid}`);
  });

  it('read their variables', () => {
    const config = loadConfig({
      SOCKET_MAX_MESSAGE_BYTES: '4096',
      SOCKET_RATE_LIMIT: '100/1s',
      SOCKET_CONNECTIONS_PER_IP: '3',
      INSTANCE_ID: 'backend-a',
    });
    expect(config.socketMaxMessageBytes).toBe(4096);
    expect(config.socketRateLimit).toEqual({ limit: 100, windowMs: 1000 });
    expect(config.socketConnectionsPerIp).toBe(3);
    expect(config.instanceId).toBe('backend-a');
  });

  it('list every bad value at once', () => {
    const env = {
      SOCKET_MAX_MESSAGE_BYTES: '16kb',
      SOCKET_RATE_LIMIT: 'fast',
      SOCKET_CONNECTIONS_PER_IP: '0',
      INSTANCE_ID: 'x'.repeat(129),
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });
});
