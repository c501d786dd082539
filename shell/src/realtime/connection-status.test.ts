import {
  nextConnectionStatus,
  showsReconnectBanner,
  type ConnectionEvent,
  type ConnectionStatus,
} from './connection-status';

function after(events: ConnectionEvent[]) {
  return events.reduce<ConnectionStatus>(nextConnectionStatus, 'connecting');
}

describe('connection status', () => {
  it('is connecting until the first connect, without a banner', () => {
    expect(after([])).toBe('connecting');
    expect(showsReconnectBanner(after([]))).toBe(false);
    expect(after(['connect'])).toBe('connected');
    expect(showsReconnectBanner(after(['connect']))).toBe(false);
  });

  it('shows the banner from a disconnect until the next connect', () => {
    expect(showsReconnectBanner(after(['connect', 'disconnect']))).toBe(true);
    expect(showsReconnectBanner(after(['connect', 'disconnect', 'reconnect_attempt', 'connect_error']))).toBe(true);
    expect(showsReconnectBanner(after(['connect', 'disconnect', 'reconnect_attempt', 'connect']))).toBe(false);
  });

  it('shows the banner when the first handshake fails', () => {
    expect(after(['connect_error'])).toBe('reconnecting');
  });
});
