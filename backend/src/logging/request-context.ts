import { AsyncLocalStorage } from 'node:async_hooks';

/** What the logger adds to every line written while handling one HTTP request or one socket message. */
export interface RequestContext {
  requestId?: string;
  traceId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) with this context. */
export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the request or message being handled, if any. */
export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
