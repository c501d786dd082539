import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import type { Config, LogLevel } from '../config/config';
import { textLine } from './text-line';
import { currentContext } from './request-context';

/** LOG_LEVEL speaks Nest's level names; pino calls `log` info and `verbose` trace. */
const PINO_LEVEL: Record<LogLevel, Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};
/** Lines keep Nest's level names, as LOG_LEVEL spells them and as the logs said before pino. */
const NEST_LEVEL: Partial<Record<string, string>> = { info: 'log', trace: 'verbose' };

/** One JSON line per write, read back and rewritten as one readable line (LOG_FORMAT=text). */
const textStream: DestinationStream = {
  write: (line: string) => void process.stdout.write(textLine(line)),
};
/**
 * process.stdout rather than pino's default fd writer: the same stream Nest wrote to, so anything that watches the
 * process's output (a test, a supervisor piping it) sees the lines in order with the rest.
 */
const jsonStream: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

/**
 * A pino logger at LOG_LEVEL: JSON lines (level, pid, timestamp, context, message and any fields) with
 * LOG_FORMAT=json, else the same lines as readable text. Every line written while handling an HTTP request or a
 * socket message also carries its requestId or traceId.
 */
export function rootLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  return pino(
    {
      level: PINO_LEVEL[config.logLevel],
      // The fields Nest's JSON lines had (level, pid, timestamp in ms, context, message), so collectors keep working.
      base: { pid: process.pid },
      messageKey: 'message',
      timestamp: () => `,"timestamp":${Date.now()}`,
      formatters: { level: (label) => ({ level: NEST_LEVEL[label] ?? label }) },
      // A copy: pino merges the line's own fields into what the mixin returns.
      mixin: () => ({ ...currentContext() }),
    },
    config.logFormat === 'json' ? jsonStream : textStream,
  );
}
