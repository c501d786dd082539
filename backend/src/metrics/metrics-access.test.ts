import { metricsScrapeAllowed } from './metrics-access';

describe('who may scrape the metrics', () => {
  const token = 'a-long-scrape-token-0123';

  it('lets any scrape through when no token is configured', () => {
    expect(metricsScrapeAllowed(undefined, undefined)).toBe(true);
    expect(metricsScrapeAllowed('Bearer anything', undefined)).toBe(true);
  });

  it('asks for the bearer token when one is configured', () => {
    expect(metricsScrapeAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsScrapeAllowed(`bearer ${token}`, token)).toBe(true);
    expect(metricsScrapeAllowed(undefined, token)).toBe(false);
    expect(metricsScrapeAllowed('', token)).toBe(false);
    expect(metricsScrapeAllowed(token, token)).toBe(false);
    expect(metricsScrapeAllowed(`Basic ${token}`, token)).toBe(false);
    expect(metricsScrapeAllowed(`Bearer ${token}x`, token)).toBe(false);
    expect(metricsScrapeAllowed(`Bearer ${token.slice(1)}`, token)).toBe(false);
  });
});
