import { ConfigError, loadConfig } from './config';

describe('the metrics token setting', () => {
  it('is unset by default, and read when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-long-scrape-token-0123 ' }).metricsToken).toBe('a-long-scrape-token-0123');
  });

  it.each(['short', 'has a space in the middle', 'x'.repeat(257), 'non-ascii-tökén-0123456'])('refuses %s', (value) => {
    expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN must be 16 to 256 printable ASCII/);
  });
});
