import { ConsoleLogger, type LoggerService } from '@nestjs/common';
import { nestLogLevels, type Config } from '../config/config';

/** Nest's console logger at LOG_LEVEL: coloured text, or with LOG_FORMAT=json one JSON object per line. */
export function appLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): LoggerService {
  return new ConsoleLogger({ logLevels: nestLogLevels(config.logLevel), json: config.logFormat === 'json' });
}
