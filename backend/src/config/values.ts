/** Parsers for the shapes of setting the environment uses; each returns undefined when the text does not fit. */

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `3600` (seconds), `500ms`, `60s`, `15m`, `12h` or `30d` in milliseconds. */
export function durationMs(raw: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(raw.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * UNIT_MS[(match[2] ?? 's') as keyof typeof UNIT_MS];
  return Number.isSafeInteger(value) ? value : undefined;
}

/** How many requests one client may make per window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** `20/60s`, `20/1m`, or two numbers (`20 60`, `20,60`: requests and seconds). */
export function rateLimit(raw: string): RateLimit | undefined {
  const match = /^(\d+)\s*(?:\/|,|\s)\s*(\d+(?:ms|s|m|h|d)?)$/.exec(raw.trim());
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowMs = durationMs(match[2]);
  if (limit < 1 || !Number.isSafeInteger(limit) || !windowMs) return undefined;
  return { limit, windowMs };
}

/** A comma-separated list of http(s) origins, each normalised to scheme://host[:port]. */
export function originList(raw: string): string[] | undefined {
  const origins: string[] = [];
  for (const item of raw.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    try {
      const url = new URL(item);
      if (!['http:', 'https:'].includes(url.protocol) || url.origin === 'null') return undefined;
      if (url.pathname !== '/' || url.search || url.hash) return undefined;
      origins.push(url.origin);
    } catch {
      return undefined;
    }
  }
  return origins;
}

/** Express's `trust proxy`: false, true, a number of hops, or addresses/subnets/names (loopback, uniquelocal...). */
export function trustProxy(raw: string): boolean | number | string {
  const value = raw.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return raw.trim();
}
