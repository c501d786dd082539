import type { LoggerService } from '@nestjs/common';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * nestjs-pino's PinoLogger keeps the first logger it is given in a module-wide variable, which would send a second
 * app's lines (tests start several in one process) to the first app's logger; this one always writes to its own.
 */
class BoundPinoLogger extends PinoLogger {
  constructor(private readonly root: Logger) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Logger {
    return this.root;
  }
}

/** Nest's logger calls (`new Logger('Context').warn(…)` everywhere) written through pino, context as a field. */
export function appLogger(root: Logger): LoggerService {
  return new PinoNestLogger(new BoundPinoLogger(root), {});
}
