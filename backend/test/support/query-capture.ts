import { Client } from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

type Query = (this: Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/** The prepared statements of the sweeps every instance runs on a timer: no request causes them. */
const SWEEP_STATEMENT = /^tabletop-sweep-/;

/**
 * Records every statement this process sends to PostgreSQL through node-postgres (TypeORM's queries and the named
 * prepared ones alike: both go through Client#query) while started, with its parameters. Transaction control
 * (BEGIN, COMMIT, SAVEPOINT…), the timed sweeps' statements and the clients named in `except` (the test's own) are
 * left out.
 */
export function captureQueries(except: Client[] = []) {
  const captured: CapturedQuery[] = [];
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] } | null)?.values ?? []);
    const name = (config as { name?: unknown } | null)?.name;
    const swept = typeof name === 'string' && SWEEP_STATEMENT.test(name);
    if (
      !except.includes(this) &&
      !swept &&
      typeof text === 'string' &&
      /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text)
    )
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
