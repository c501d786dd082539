import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import { nestLogLevels, type Config } from '../config/config';
import { currentContext } from './request-context';

/** Nest's console logger; its JSON lines also carry the request id or socket trace id being handled. */
class ContextLogger extends ConsoleLogger {
  protected override getJsonLogObject(
    message: unknown,
    options: { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown },
  ) {
    const context = currentContext();
    return { ...super.getJsonLogObject(message, options), ...context };
  }
}

/** Nest's console logger at LOG_LEVEL: coloured text, or with LOG_FORMAT=json one JSON object per line. */
export function appLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): LoggerService {
  return new ContextLogger({ logLevels: nestLogLevels(config.logLevel), json: config.logFormat === 'json' });
}
