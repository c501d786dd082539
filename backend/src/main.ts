import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database';
import { tuneGarbageCollector } from './gc-tuning';
import { appLogger } from './logging/app-logger';
import { rootLogger } from './logging/root-logger';

/** Longer than the drain (DRAIN_TIMEOUT_MS) plus closing the database and Redis connections. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Reads the configuration, starts the embedded PostgreSQL when DATABASE_URL is unset, and serves. */
export async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  Logger.overrideLogger(appLogger(rootLogger(config)));
  const logger = new Logger('Bootstrap');
  let embedded: EmbeddedDatabase | undefined;
  let closing: Promise<void> | undefined;

  const shutdown = (reason: string, close: () => Promise<unknown>) =>
    (closing ??= (async () => {
      logger.log(`${reason}: shutting down`);
      await close().catch((error: unknown) => logger.error(String(error)));
      await embedded?.stop().catch((error: unknown) => logger.error(String(error)));
      process.exit(0);
    })());

  try {
    if (!config.databaseUrl) embedded = await startEmbeddedDatabase(config.embeddedPgDir, config.embeddedPgPort);
    const app = await createApp(config, config.databaseUrl ?? embedded!.url);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => {
        // Never hang on the way out: whatever is still pending after the bound is abandoned.
        setTimeout(() => {
          logger.error(`${signal}: shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
          process.exit(1);
        }, SHUTDOWN_TIMEOUT_MS).unref();
        // No new connections (a load balancer sends them elsewhere); the app then drains the ones it has.
        app.getHttpServer().close();
        void shutdown(signal, () => app.close());
      });
    await (config.host ? app.listen(config.port, config.host) : app.listen(config.port));
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.log(`Serving on http://${config.host ?? 'localhost'}:${port}`);
  } catch (error) {
    logger.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
}

if (require.main === module) {
  tuneGarbageCollector();
  void bootstrap();
}
