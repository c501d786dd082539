import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { serveApiDocs } from './api-docs/api-docs';
import type { Config } from './config/config';
import { HttpErrorFilter, bodyParserErrorHandler } from './http/http-error.filter';
import { answerClientErrorsAsJson } from './http/client-errors';
import { assignRequestId } from './http/request-id';
import { serveStaticFiles } from './http/static-files';
import { accessLog } from './http/access-log';
import { refuseBadTargets } from './http/request-target';
import { appLogger } from './logging/app-logger';
import { rootLogger } from './logging/root-logger';
import { AppIoAdapter } from './realtime/io-adapter';
import { applyHttpSecurity } from './security/http-security';
import { boardUrls } from './games/board-urls';
import { UntrustedPayloadPipe } from './security/untrusted-payload.pipe';

/** The whole server, configured but not listening: main.ts and the tests both start it from here. */
export async function createApp(config: Config, databaseUrl: string): Promise<NestExpressApplication> {
  const logger = rootLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    logger: appLogger(logger),
  });
  answerClientErrorsAsJson(app.getHttpServer());
  app.use(assignRequestId);
  // Before everything else that may answer (body parser errors, static files), so every response is logged.
  app.use(accessLog(logger));
  applyHttpSecurity(app, config, boardUrls(config));
  app.use(refuseBadTargets);
  app.setGlobalPrefix('api');
  app.useBodyParser('json', { limit: '256kb' });
  app.use(bodyParserErrorHandler);
  app.useGlobalPipes(new UntrustedPayloadPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new HttpErrorFilter());
  serveApiDocs(app);
  const ioAdapter = new AppIoAdapter(app, config.corsOrigins, config.socketMaxMessageBytes);
  if (config.redisUrl) await ioAdapter.connectRedis(config.redisUrl);
  app.useWebSocketAdapter(ioAdapter);
  if (config.serveStatic) serveStaticFiles(app, config);
  return app;
}
