import type { ClientToServerEvents } from '@tabletop/protocol';

/** Every event a client may send: one added to the wire types fails the type check here until it is listed. */
const CLIENT_EVENTS: Record<keyof ClientToServerEvents, true> = {
  action: true,
  sync: true,
  presence: true,
  leave: true,
  reauth: true,
  'watch-tables': true,
  'unwatch-tables': true,
  watch: true,
  unwatch: true,
};

/** What a run sent, as `METHOD /path` (no query) and `socket <event>`. */
export const reachedKey = {
  http: (method: string, path: string) => `${method.toUpperCase()} ${path.split('?')[0]}`,
  socket: (event: string) => `socket ${event}`,
};

/** The OpenAPI document's paths: `{name}` stands for one path segment. */
export type OpenApiPaths = Record<string, Record<string, unknown>>;

/**
 * The routes of the API (from its OpenAPI document) and the client events that a run never sent: what the fuzzer does
 * not cover.
 */
export function unreached(paths: OpenApiPaths, reached: ReadonlySet<string>): string[] {
  const sent = [...reached];
  const routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const pattern = new RegExp(
        `^${method.toUpperCase()} ${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
      );
      return { route: `${method.toUpperCase()} ${path}`, sent: sent.some((key) => pattern.test(key)) };
    }),
  );
  const events = Object.keys(CLIENT_EVENTS).map((event) => ({
    route: reachedKey.socket(event),
    sent: reached.has(reachedKey.socket(event)),
  }));
  return [...routes, ...events].filter((entry) => !entry.sent).map((entry) => entry.route);
}
