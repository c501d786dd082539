import {
  applyDecorators,
  ForbiddenException,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { CONFIG, type Config } from '../config/config';
import { crossSiteRefusal, SAME_SITE_HEADER, SAME_SITE_HEADER_VALUE } from './origin-check';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Refuses a post from another site's page before its handler sets or spends the session cookie (403). */
@Injectable()
export class SameSitePostGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const hosts = [request.header('Host')];
    if (this.config.trustProxy !== false) hosts.push(request.header('X-Forwarded-Host')?.split(',')[0].trim());
    const refusal = crossSiteRefusal(
      {
        origin: request.header('Origin'),
        fetchSite: request.header('Sec-Fetch-Site'),
        requestedWith: request.header(SAME_SITE_HEADER),
      },
      hosts,
      this.config.corsOrigins,
    );
    if (refusal) throw new ForbiddenException(CROSS_SITE_MESSAGE);
    return true;
  }
}

/** A post that sets or spends the session cookie: pages of other sites may not make it. */
export const SameSiteOnly = () =>
  applyDecorators(
    UseGuards(SameSitePostGuard),
    ApiHeader({
      name: SAME_SITE_HEADER,
      required: false,
      description: `\`${SAME_SITE_HEADER_VALUE}\`: required from browsers (a request with Origin or Sec-Fetch-Site), whose page must be the site's or in CORS_ORIGINS; otherwise 403`,
    }),
  );
