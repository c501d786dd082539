/** Fields a text line shows in its head, or that the access line's message already says. */
const IN_HEAD = new Set(['level', 'timestamp', 'pid', 'context', 'message', 'err']);
const IN_ACCESS_MESSAGE = new Set(['method', 'path', 'status']);

interface ErrorField {
  stack?: string;
  message?: string;
}

/**
 * One pino JSON line as readable text: `<time> <LEVEL> [<context>] <message> key=value…`, then an error's stack
 * on the lines below. A line that is not JSON passes through unchanged.
 */
export function textLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const context = typeof entry.context === 'string' ? entry.context : undefined;
  const hidden = (key: string) => IN_HEAD.has(key) || (context === 'HTTP' && IN_ACCESS_MESSAGE.has(key));
  const fields = Object.entries(entry)
    .filter(([key, value]) => !hidden(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = [
    typeof entry.timestamp === 'number' ? new Date(entry.timestamp).toISOString() : '',
    String(entry.level ?? '')
      .toUpperCase()
      .padEnd(5),
    ...(context ? [`[${context}]`] : []),
    String(entry.message ?? ''),
  ];
  const error = entry.err as ErrorField | undefined;
  const stack = error ? `\n${error.stack ?? error.message ?? JSON.stringify(error)}` : '';
  return `${[...head, ...fields].join(' ')}${stack}\n`;
}
