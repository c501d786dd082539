import { Client } from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

type Query = (this: Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Records every statement this process sends to PostgreSQL through node-postgres (TypeORM's queries and the named
 * prepared ones alike: both go through Client#query) while started, with its parameters. Transaction control
 * (BEGIN, COMMIT, SAVEPOINT…) and the clients named in `except` (the test's own) are left out.
 */
export function captureQueries(except: Client[] = []) {
  const captured: CapturedQuery[] = [];
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] } | null)?.values ?? []);
    if (!except.includes(this) && typeof text === 'string' && /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text))
      captured.push({ text, values: params });
    return original.call(this, config, values, callback);
  };
  return {
    captured,
    stop: () => {
      prototype.query = original;
    },
  };
}
